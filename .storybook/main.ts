import type { StorybookConfig } from '@storybook/react-vite';
import { twingleSandbox } from '../vite.twingleSandbox.ts';
import { images } from '../server/node/images/viteImagePlugin.ts';

/**
 * Set up by hand (no `storybook init`, docs/stack.md). builder-vite reads the project's vite.config.ts, so the local
 * Relay plugin (vite.relay.ts) compiles graphql`` tags in stories exactly as in the app.
 */
/** The app's own build steps (prerendering its pages, recording its Twingle widget) have no place in Storybook's. */
const APP_BUILD_ONLY = new Set(['klimahain:prerender', 'klimahain:build-info']);
const isAppBuildOnly = (plugin: unknown) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && APP_BUILD_ONLY.has(String(plugin.name));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The welcome page and the „Grundlagen“ pages are MDX (src/styles/foundations/), the rest stories.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', '../mocks/**/*.stories.tsx'],
  // addon-docs: the UI primitives' docs pages (tags: ['autodocs']).
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs'],
  // mockServiceWorker.js for MSW (the same worker dev:mock uses).
  // The original pictures too: the static build shows them where the dev server answers /_image (src/ui/Image.tsx).
  staticDirs: ['../mocks/public', '../public'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // Docs pages (addon-docs) show each primitive's description and its stories; no prop tables, so react-docgen does
  // not parse every component in the story tests.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig, { configType }) {
    // Every /graphql request is answered by MSW in the browser: never proxy anything to a local API.
    // /_image is answered in Storybook's own server with the Node handler (server/node/images), the Twingle sandbox
    // widget by vite.twingleSandbox.ts (its payment by MSW, mocks/twingleHandlers.ts).
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []).filter((plugin) => !isAppBuildOnly(plugin)), images(), twingleSandbox()],
      server: { ...viteConfig.server, proxy: undefined },
      // The static build (npm run build-storybook) has no /_image: pictures point at the copied originals.
      define:
        configType === 'PRODUCTION'
          ? { ...viteConfig.define, 'import.meta.env.VITE_IMAGES_AS_FILES': JSON.stringify('true') }
          : viteConfig.define,
    };
  },
};

export default config;
