import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/**
 * End-to-end tests in Debian's Chromium (no browser download here) against the production build served by the
 * Node server, exactly as a visitor meets it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
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
    command: `npm run build && AUTH_MODE=mock STATIC_DIR=dist PORT=${PORT} node --import tsx server/node/main.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
