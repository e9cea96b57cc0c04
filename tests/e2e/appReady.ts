import { test as base, expect, type Page } from '@playwright/test';

/**
 * A prerendered page shows its content before the app has taken it over: a click on a choice or button in that moment
 * reaches plain HTML and is lost. After every load (goto, reload) the tests wait for the app's mark
 * (<html data-app="ready">, src/app/appReady.tsx) — on pages of the app only (not the Twingle sandbox, JSON …).
 */
export async function untilAppReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
      undefined,
      { timeout: 20_000 },
    )
    // A page whose app cannot start (tests break it on purpose) is judged by the test's own assertions.
    .catch(() => {});
  await untilPartsHydrated(page);
}

/**
 * The donor journey's pages keep their content as prerendered HTML until the reader's first sign
 * (src/ssr/deferredHydration.ts): like a visitor, the test moves the pointer over the page before it uses it, then
 * waits until that content is the app's (<html data-parts="waiting"> is gone).
 */
async function untilPartsHydrated(page: Page): Promise<void> {
  const waiting = await page.evaluate(() => document.documentElement.dataset.parts === 'waiting').catch(() => false);
  if (!waiting) return;
  await page.mouse.move(1, 1);
  await page
    .waitForFunction(() => document.documentElement.dataset.parts !== 'waiting', undefined, { timeout: 20_000 })
    .catch(() => {});
}

/** Makes page.goto and page.reload return only once the app is ready (see untilAppReady). */
export function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilAppReady(page);
    return response;
  };
  return page;
}

/** Playwright's test whose `page` waits for the app after every load; every spec builds on it. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
});

export { expect };
