import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

const PORT = Number(process.env.VISUAL_PORT ?? 6108);

/**
 * Visual regression (issue 32 §2): the static Storybook's foundations pages and UI primitives, each at the narrow
 * (390 px) and the wide (1280 px) viewport, compared with the reference images committed beside the spec. A changed
 * look fails with a diff image in test-results/visual/. `npm run test:visual:update` writes new references. Part of
 * `npm run e2e` (after the e2e specs), so of CI.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.visual.ts',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/references/{projectName}/{arg}{ext}',
  workers: 1,
  reporter: [['list']],
  timeout: 600_000,
  // A full-page picture of a long docs page (Grundlagen/Farben, 6400 px at 1280) takes more than expect's default 5 s
  // on a busy machine: that timed out, not the look. Each picture still has to come out the same twice in a row.
  expect: {
    timeout: 60_000,
    // screenshot.css hides what the platform draws rather than our CSS (a textarea's resize grip).
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixels: 0,
      threshold: 0.1,
      stylePath: join(import.meta.dirname, 'screenshot.css'),
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'narrow', use: { viewport: { width: 390, height: 844 } } },
    { name: 'wide', use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node --import tsx tests/visual/serveStorybook.ts',
    cwd: '../..',
    env: { VISUAL_PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore',
  },
});
