import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './vite.buildInfo.ts';
import { css } from './vite.css.ts';
import { images } from './server/node/images/viteImagePlugin.ts';
import { prerender } from './vite.prerender.ts';
import { relay } from './vite.relay.ts';
import { twingleSandbox } from './vite.twingleSandbox.ts';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
/** What the Node server answers besides the app: GraphQL, resized images, the Twingle sandbox, webhooks, share links. */
const API_PATHS = Object.fromEntries(
  ['/graphql', '/_image', '/_sandbox', '/webhooks', '/ergebnis'].map((path) => [path, API]),
);

/** Modules for the `shell` chunk (build.rolldownOptions below). */
const SHELL_MODULES = new RegExp(
  [
    String.raw`node_modules[\/](react|react-dom|scheduler|react-router|react-router-dom)[\/]`,
    'preload-helper',
    String.raw`src[\/]content[\/]routeTable`,
    String.raw`src[\/]app[\/]lazyPart`,
    String.raw`src[\/]ssr[\/]readerSigns`,
    String.raw`src[\/]app[\/]header[\/]icons`,
    String.raw`server[\/]core[\/]domain[\/]product`,
  ].join('|'),
);

/**
 * React Router's production build for `vite build`. Its package.json exports only dist/development (kept so on purpose
 * since 7.0.2, remix-run/react-router#12532 and #14102): development warnings and checks, some 95 kB raw in every
 * page's shell. The alias points every import — ours through react-router-dom, and react-router-dom's own — at one
 * copy, so there is no second router context. The dev servers (the app's and Storybook's) and tests keep the
 * development build and its warnings.
 */
const routerProductionBuild = (command: string) =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: routerFile('index.mjs') },
        { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
      ]
    : [];
// Wherever npm put the package (its exports map does list package.json).
const routerFile = (name: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production', name);

/** `vite` (dev, proxied to the API), `vite --mode mock` (dev:mock: MSW runs the server in the browser), `vite build`. */
export default defineConfig(({ mode, command }) => ({
  // dev:mock has no Node server: /_image and the Twingle sandbox widget are answered in Vite itself.
  plugins: [relay(), react(), prerender(), buildInfo(), ...(mode === 'mock' ? [images(), twingleSandbox()] : [])],
  // The MSW worker lives in mocks/public and is served only in mock mode, so it never reaches dist/.
  publicDir: mode === 'mock' ? 'mocks/public' : 'public',
  // VITE_* settings, and TEAM_REGION: the team's Land, which the server reads too (src/content/teamRegion.ts).
  envPrefix: ['VITE_', 'TEAM_REGION'],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/syncExternalStoreShim.ts', import.meta.url)),
      },
      ...routerProductionBuild(command),
    ],
  },
  // The breakpoints' @custom-media, compiled (vite.css.ts).
  css,
  // The consent library is imported on demand; pre-bundled, its first use in dev does not reload the page.
  optimizeDeps: { include: ['vanilla-cookieconsent'] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: mode === 'mock' ? undefined : API_PATHS,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    proxy: API_PATHS,
  },
  build: {
    target: 'es2022',
    // Maps are written for error reports but not referenced, and the server never serves them.
    sourcemap: 'hidden',
    // tests/bench/bundleSize.ts walks the manifest to measure what a page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads first, in one file: React, the router and the few modules of ours that the entry
          // shares with lazy chunks. Left alone, rolldown gives each of these shared modules a chunk of its own — a
          // dozen small files, each compressed without the others (some 1.5 kB gzip more, issue 26's budgets).
          groups: [{ name: 'shell', test: SHELL_MODULES }],
        },
      },
    },
    modulePreload: {
      // A lazy chunk's own imports are not preloaded with it: their names, in every chunk that imports lazily, cost
      // each page some 3 kB gzip (issue 26's budgets). The page being loaded has its modules preloaded from the HTML;
      // the pages a visitor may go to next are prefetched near their links (prefetchNearLinks.ts).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
}));
