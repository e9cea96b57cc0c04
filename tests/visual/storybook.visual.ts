import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
}

/** What the visual tests compare: the foundations pages (from the tokens) and every story of the „Bausteine“. */
const compared = (entry: IndexEntry) =>
  (entry.type === 'docs' && (entry.title === 'Willkommen' || entry.title.startsWith('Grundlagen/'))) ||
  (entry.type === 'story' && entry.title.startsWith('Bausteine/'));

/** `VISUAL_ENTRIES=bausteine-button,grundlagen-farben` compares only the entries whose id contains one of them. */
const only = process.env.VISUAL_ENTRIES?.split(',').filter(Boolean);

const FONTS = join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules', 'dejavu-fonts-ttf', 'ttf');

/**
 * The pictures must not depend on the fonts a machine has installed: every text is set in DejaVu (the npm package the
 * PDFs use), served from node_modules and loaded before anything is drawn.
 */
const PINNED_FONTS = `
@font-face { font-family: 'Visual Sans'; src: url(/__visual-fonts/DejaVuSans.ttf); font-weight: 100 550; }
@font-face { font-family: 'Visual Sans'; src: url(/__visual-fonts/DejaVuSans-Bold.ttf); font-weight: 551 1000; }
@font-face { font-family: 'Visual Sans'; src: url(/__visual-fonts/DejaVuSans-Oblique.ttf); font-style: italic; }
@font-face { font-family: 'Visual Mono'; src: url(/__visual-fonts/DejaVuSansMono.ttf); font-weight: 100 550; }
@font-face { font-family: 'Visual Mono'; src: url(/__visual-fonts/DejaVuSansMono-Bold.ttf); font-weight: 551 1000; }
*, *::before, *::after { font-family: 'Visual Sans' !important; }
code, code *, pre, pre *, kbd, samp { font-family: 'Visual Mono' !important; }
`;

async function pinFonts(page: Page) {
  await page.route('**/__visual-fonts/*', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    await route.fulfill({ body: await readFile(join(FONTS, name)), contentType: 'font/ttf' });
  });
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
      for (const face of ['400 16px "Visual Sans"', '700 16px "Visual Sans"', 'italic 16px "Visual Sans"'])
        void document.fonts.load(face);
      for (const face of ['400 16px "Visual Mono"', '700 16px "Visual Mono"']) void document.fonts.load(face);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, PINNED_FONTS);
}

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
    if ([...document.fonts].some((face) => face.family.includes('Visual') && face.status === 'error'))
      throw new Error('A pinned font did not load (tests/visual/storybook.visual.ts).');
  });
}

test('the foundations pages and the Bausteine look as their references', async ({ page, request }) => {
  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, IndexEntry> };
  const entries = Object.values(index.entries).filter(
    (entry) => compared(entry) && (!only || only.some((part) => entry.id.includes(part))),
  );
  expect(entries.length).toBeGreaterThan(only ? 0 : 30);
  // One test walks every entry: its time budget grows with them (a busy machine took 10 s and more for one entry).
  test.setTimeout(Math.max(600_000, entries.length * 60_000));
  await pinFonts(page);
  for (const entry of entries) {
    test.info().annotations.push({ type: 'entry', description: entry.id });
    await page.goto(`/iframe.html?id=${entry.id}&viewMode=${entry.type === 'docs' ? 'docs' : 'story'}`);
    await settled(page, entry.type);
    await expect.soft(page, entry.id).toHaveScreenshot(`${entry.id}.png`, { fullPage: true });
  }
});
