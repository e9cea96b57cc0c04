import type { Plugin } from 'vite';
import { BUILD_INFO_FILE, type BuildInfo } from './server/node/builtApp.ts';
import { PROJECTS } from './src/content/projects.ts';
import { twingleWidgetSource } from './src/features/donation/twingleWidgetUrl.ts';

type Env = Record<string, string | boolean | undefined>;

/** The build's widget sources, read from the same variables and by the same function the app uses. */
export function buildInfoFor(env: Env): BuildInfo {
  return {
    twingleSandboxProjects: PROJECTS.filter((p) => twingleWidgetSource(p.id, env, 'http://build.invalid').sandbox).map(
      (p) => p.id,
    ),
  };
}

/**
 * Records which Twingle widget each donation page embeds (server/node/builtApp.ts), so the production server can refuse
 * a build that would show donors the sandbox. A build without the widget URLs is still fine for e2e, benches and
 * previews: it says so at the end of the build.
 */
export function buildInfo(): Plugin {
  let env: Env = {};
  return {
    name: 'klimahain:build-info',
    // The app's own build only: the prerender step's server bundle writes elsewhere.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && env.mode !== 'mock',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      const info = buildInfoFor(env);
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: `${JSON.stringify(info, null, 2)}\n` });
      if (info.twingleSandboxProjects.length > 0) {
        this.warn(
          `donation pages of ${info.twingleSandboxProjects.join(', ')} embed the Twingle sandbox (no VITE_TWINGLE_WIDGET_URL_*): production will refuse to serve this build`,
        );
      }
    },
  };
}
