import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { css } from './vite.css.ts';
import { relay } from './vite.relay.ts';
import SlowestFirst from './tests/support/slowestFirst.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [relay(), react()],
  // The breakpoints' @custom-media, as in the app (vite.css.ts).
  css,
  resolve: {
    // vitest may load graphql as both index.mjs and index.js ("another module or realm"): pin one copy.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // Every project runs its files in one long-lived worker (Node) or page (Chromium) that keeps the module cache:
    // a fresh process or page per file cost 75 % of the suite's time (a new happy-dom, Yoga or mock world each time).
    // Test files do not share state: each builds its own store, Yoga, world and DOM and restores what it changes
    // (process.env, timers); src/test/setup.ts and .storybook/vitest.setup.ts reset what is global between files.
    isolate: false,
    // vitest's default is one worker fewer than cores: on 2 cores one worker ran the app and server files one after
    // the other, while those files wait on child servers, PostgreSQL and SMTP much of the time. Two workers overlap them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    experimental: { fsModuleCache: true },
    sequence: { sequencer: SlowestFirst },
    // Safety limits, not waits: tests wait for states (untilDom, findBy…, events); these only end a test that waits
    // for something that never comes. vitest's 5 s (15 s in the browser) ended healthy tests on a machine at load 16.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'mocks/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
            'tests/storybook/**/*.test.ts',
            'tests/html/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        // Every story is a test (render + play function) in Debian's Chromium, through MSW and the mock world.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Loaded by a dynamic import on first use: pre-bundle it, or its discovery mid-run reloads the test page.
        // @internationalized/number: imported by the donation form only; with a cache from before it was, its
        // discovery reloaded the page under the DonatePage stories (7 failed once).
        optimizeDeps: { include: ['vanilla-cookieconsent', '@internationalized/number', '@internationalized/date'] },
        test: {
          name: 'storybook',
          testTimeout: 60_000,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            // One page for every story file. Each page first loads the whole preview (the mock world's Yoga, schema
            // and resolvers) module by module, ~9 s of CPU; on two cores, beside the Node workers, the second page
            // cost more than it saved (npm test 123 s with two pages, 101 s with one).
            fileParallelism: false,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // Dialogs fade in (ModalHost.module.css): on a busy machine a play function found the dialog while its
              // text was still at opacity 0 and toBeVisible() failed (CI, stop 36). With reduced motion the app's
              // own rule shows them at once; the visual tests (tests/visual) set the same.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
