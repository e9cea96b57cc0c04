/**
 * Debian's Chromium, as Playwright e2e and the Storybook browser tests both launch it. The network flags keep it
 * from calling Google's hosts, which this closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // A German browser: the figures the spec shows in the browser's locale read "11,5" in story tests too.
    '--lang=de-DE',
    '--accept-lang=de-DE,de',
  ],
};
