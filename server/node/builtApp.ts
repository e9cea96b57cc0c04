import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What `vite build` records about the app it built, beside Vite's own manifest. */
export const BUILD_INFO_FILE = join('.vite', 'klimahain-build.json');

export interface BuildInfo {
  /** Projects whose donation page embeds our sandbox widget because VITE_TWINGLE_WIDGET_URL_<PROJECT> was not set. */
  twingleSandboxProjects: string[];
}

/**
 * Production serves no app whose donation pages embed the sandbox widget: production refuses /_sandbox, so the donor
 * would meet an empty payment frame and no money could be given. One line says what to do; a build made before this
 * record existed is refused too, since nothing tells which widget it embeds.
 */
export async function assertLiveTwingleWidgets(staticDir: string): Promise<void> {
  const text = await readFile(join(staticDir, BUILD_INFO_FILE), 'utf8').catch(() => null);
  const info = text === null ? null : (JSON.parse(text) as BuildInfo);
  if (!info) {
    throw new Error(
      `${join(staticDir, BUILD_INFO_FILE)} is missing: build the app with \`npm run build\` before serving it in production.`,
    );
  }
  if (info.twingleSandboxProjects.length > 0) {
    const names = info.twingleSandboxProjects.map((id) => `VITE_TWINGLE_WIDGET_URL_${id.toUpperCase()}`).join(' and ');
    throw new Error(
      `The app in ${staticDir} was built without ${names}: its donation pages embed the Twingle sandbox, which production refuses. Build it again with Twingle's widget URLs (docs/payments-twingle.md).`,
    );
  }
}
