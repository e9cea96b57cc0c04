import postcssGlobalData from '@csstools/postcss-global-data';
import { fileURLToPath } from 'node:url';
import postcssCustomMedia from 'postcss-custom-media';
import type { CSSOptions } from 'vite';

const BREAKPOINTS_CSS = fileURLToPath(new URL('./src/styles/breakpoints.css', import.meta.url));

/**
 * The breakpoints' @custom-media (src/styles/breakpoints.css) are known in every CSS file and compiled to plain media
 * queries — in the app's build and dev server (vite.config.ts), in vitest and Storybook's story tests
 * (vitest.config.ts) alike.
 */
export const css: CSSOptions = {
  postcss: { plugins: [postcssGlobalData({ files: [BREAKPOINTS_CSS] }), postcssCustomMedia()] },
};
