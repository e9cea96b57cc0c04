import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { decidedConsent } from './consent';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/**
 * End-to-end tests in Debian's Chromium (no browser download here) against the production build served by the
 * Node server, exactly as a visitor meets it, signing in against a fresh cognito-local (helpers: cognitoUsers.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Per port, like the server: a second suite (another E2E_PORT) in the same tree keeps its own traces.
  outputDir: `../../test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The consent choice is made („Nur notwendige“), so the banner never covers what a spec clicks; consent
    // specs start from a first visit instead (tests/e2e/consent.ts).
    storageState: decidedConsent(),
  },
  projects: [
    {
      name: 'wide',
      testIgnore: '**/*.narrow.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'narrow',
      testIgnore: '**/*.wide.spec.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // cognito-local (fresh, own port, fixed codes) + production build pointing at it + Node server: startServer.ts.
    command: `node --import tsx tests/e2e/startServer.ts`,
    cwd: '../..',
    // The spec workers inherit E2E_PORT from this runner: cognitoUsers.ts finds the suite's pool file by it.
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets startServer.ts stop cognito-local and remove its temp data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 180_000,
    stdout: 'ignore',
  },
});
