import type { StorybookConfig } from '@storybook/react-vite';
import { images } from '../server/node/images/viteImagePlugin.ts';

/**
 * Set up by hand (no `storybook init`, STACK.md). builder-vite reads the project's vite.config.ts, so the local
 * Relay plugin (vite.relay.ts) compiles graphql`` tags in stories exactly as in the app.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)', '../mocks/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  // mockServiceWorker.js for MSW (the same worker dev:mock uses).
  staticDirs: ['../mocks/public'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // No docs addon, so no prop tables to extract: skip react-docgen.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // Every /graphql request is answered by MSW in the browser: never proxy anything to a local API.
    // /_image is answered in Storybook's own server with the Node handler (server/node/images).
    return { ...viteConfig, plugins: [...(viteConfig.plugins ?? []), images()], server: { ...viteConfig.server, proxy: undefined } };
  },
};

export default config;
