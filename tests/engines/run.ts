/**
 * `node --import tsx tests/engines/run.ts` (npm run e2e:engines): the donor journeys (journeys.ts) in Chromium,
 * Firefox ESR and WebKit at 390 and 1280 px, against the e2e server; prints engine × journey × width with pass/fail
 * and seconds, exits 1 on any failure. Screenshots and console errors of failures go to test-results/engines/.
 *
 * ENGINES_PORT (default 4330) is the app's port; cognito-local and the tracker follow it (tests/e2e/cognitoUsers.ts,
 * consent.ts). ENGINES=webkit,firefox and JOURNEYS=faq,menu narrow a run down while working on it.
 *
 * The e2e helpers read the suite's port (E2E_PORT) when they are loaded, so it is set before anything imports them.
 */
process.env.E2E_PORT = process.env.ENGINES_PORT ?? '4330';
// WebdriverIO's loggers take their level when loaded; its „Connecting to existing driver“ lines would fill the output.
process.env.WDIO_LOG_LEVEL ??= 'error';
const { runEngines } = await import('./runner');
process.exitCode = (await runEngines(Number(process.env.E2E_PORT))) ? 0 : 1;

export {};
