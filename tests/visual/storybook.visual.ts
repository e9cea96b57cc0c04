import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
}

/** What the visual tests compare: the foundations pages (from the tokens) and every story of the UI primitives. */
const compared = (entry: IndexEntry) =>
  (entry.type === 'docs' && (entry.title === 'Willkommen' || entry.title.startsWith('Grundlagen/'))) ||
  (entry.type === 'story' && entry.title.startsWith('Bausteine/'));

/** Waits until Storybook rendered the entry (a story also ran its play function), its pictures and fonts are there. */
async function settled(page: Page, type: IndexEntry['type']) {
  if (type === 'docs') await page.locator('#storybook-docs h1').first().waitFor();
  else
    await page.waitForFunction(() => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored';
    });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    document.querySelectorAll('img').forEach((img) => (img.loading = 'eager'));
    await Promise.all([...document.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

test('the foundations pages and UI primitives look as their references', async ({ page, request }) => {
  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, IndexEntry> };
  const entries = Object.values(index.entries).filter(compared);
  expect(entries.length).toBeGreaterThan(30);
  for (const entry of entries) {
    test.info().annotations.push({ type: 'entry', description: entry.id });
    await page.goto(`/iframe.html?id=${entry.id}&viewMode=${entry.type === 'docs' ? 'docs' : 'story'}`);
    await settled(page, entry.type);
    await expect.soft(page, entry.id).toHaveScreenshot(`${entry.id}.png`, { fullPage: true });
  }
});
