import type { BrowserContext, Page } from '@playwright/test';

/**
 * A page of its own, not the fixture's: that one moves the pointer after every load — a reader's sign, which would
 * start a prerendered page's code before the tap a first-tap test makes. Console errors and page errors are collected
 * for the test to assert on (the fixture's console guard does not watch this page).
 */
export async function quietPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
