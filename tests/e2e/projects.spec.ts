import type { Page } from '@playwright/test';
import type { ProjectDetails as Project } from '../../src/content/projects';
import { PROJECT_DETAILS as PROJECTS } from '../../src/content/projects/allDetails';
import { sdgLabel } from '../../src/content/projects/sdgs';
import { newsById } from '../../src/content/projects/news';
import { plantingSeasonOn, rainySeasonMonths } from '../../server/core/domain/orders/plantingSeason';
import { expect, test } from './consoleGuard';

/** Every text of the spec's project fields (§3) that the page must show. */
function projectTexts(project: Project): string[] {
  return [
    project.location,
    project.longLocation,
    project.title,
    project.slogan,
    project.longSlogan,
    project.abstract,
    ...project.paragraphs,
    ...project.about.flatMap((s) => [s.title, s.text, ...s.checks]),
    ...project.effects.flatMap((e) => [e.title, e.text]),
    ...project.goals.map(sdgLabel),
    ...project.woodSpecies,
    `Ökologische Wirkung: ${project.impact.eco} von 3`,
    `Soziale Wirkung: ${project.impact.social} von 3`,
    ...project.projectCycle.flatMap((s) => [s.title, s.text]),
    ...project.goodToKnow,
    ...project.newsIds.flatMap((id) => [newsById(id)!.title, newsById(id)!.text]),
  ];
}

/** Scrolls every picture into view (lazy ones load then) and waits until each has pixels from /_image. */
async function expectPicturesLoaded(page: Page) {
  const pictures = page.locator('main img');
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('srcset', /\/_image\?url=%2F(images|illustrations)%2F/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/_image?url=');
  }
}

// Each test scrolls through long pages whose pictures a fresh server renders on first request (sharp, a busy
// 2-core machine): Playwright's slow-test allowance.
test.beforeEach(() => test.slow());

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const project of PROJECTS) {
  test.describe(`/projekte/${project.path}`, () => {
    test('shows every project field, readable goals and the way to donate', async ({ page }) => {
      await page.goto(`/projekte/${project.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(page.locator(`[data-cy="${project.cy}"]`)).toBeVisible();
      for (const text of projectTexts(project)) await expect(page.getByText(text).first(), text).toBeVisible();
      await expect(page.getByText(/SDG \d/)).toHaveCount(0);
      // The short goals are the marked focus among all goals.
      const goals = page.getByRole('region', { name: 'Ziele für nachhaltige Entwicklung' }).getByRole('listitem');
      await expect(goals).toHaveCount(project.goals.length);
      await expect(goals.filter({ hasText: 'Schwerpunkt' })).toHaveText(
        project.shortGoals.map((g) => new RegExp(`^${g}${sdgLabel(g)}Schwerpunkt$`)),
      );
      await expect(page.getByText(/Regenzeit \p{L}+ bis \p{L}+/u).first()).toBeVisible();
      // The season running on the day the page is read, by the browser's date (never the build's or a fixed id).
      const expected = plantingSeasonOn(project.id, new Date(await page.evaluate(() => new Date().toISOString())));
      await expect(page.getByText(`Regenzeit ${rainySeasonMonths(project.id)} · ${expected}`)).toBeVisible();
      // No example entries posing as news: without real reports the section is left out.
      await expect(page.getByRole('heading', { name: 'Neues aus dem Projekt' })).toHaveCount(0);
      await expect(page.getByText(/Illustrationen und Karten: Klimahain.*CC0/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Jetzt spenden', exact: true })).toHaveAttribute(
        'href',
        `/projekte/${project.path}/spenden`,
      );
      await expect(page.getByRole('link', { name: `Jetzt für ${project.shortTitle} spenden` })).toHaveAttribute(
        'href',
        `/projekte/${project.path}/spenden`,
      );
      expect(await noHorizontalOverflow(page)).toBe(true);
    });

    test('loads the landscape first and every other picture through /_image', async ({ page }) => {
      await page.goto(`/projekte/${project.path}`);
      const hero = page.getByRole('img', { name: project.images.visual.alt });
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('loading', 'eager');
      for (const picture of [project.images.map, project.images.globe, ...project.projectCycle.map((s) => s.picture)]) {
        await expect(page.getByRole('img', { name: picture.alt })).toHaveAttribute('loading', 'lazy');
      }
      await expectPicturesLoaded(page);
    });

    test('teases the other project and leads to it', async ({ page }) => {
      const other = PROJECTS.find((p) => p.id === project.showTeaser[0])!;
      await page.goto(`/projekte/${project.path}`);
      await page
        .getByRole('complementary', { name: 'Weitere Projekte' })
        .getByRole('link', { name: `Mehr über ${other.shortTitle}` })
        .click();
      await expect(page).toHaveURL(`/projekte/${other.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    });
  });
}

test('the projects list shows both projects with pictures and donate links', async ({ page }) => {
  await page.goto('/projekte');
  for (const project of PROJECTS) {
    const teaser = page.getByRole('region', { name: project.title });
    await expect(teaser.getByText(project.teaserText)).toBeVisible();
    await expect(teaser.getByRole('link', { name: `Für ${project.shortTitle} spenden` })).toHaveAttribute(
      'href',
      `/projekte/${project.path}/spenden`,
    );
  }
  await expectPicturesLoaded(page);
  expect(await noHorizontalOverflow(page)).toBe(true);
});

test('/_image refuses a foreign url and a width it does not offer, with a German message', async ({ request }) => {
  const foreign = await request.get('/_image?url=https://example.org/a.png&w=640');
  expect(foreign.status()).toBe(400);
  expect((await foreign.json()).errors[0].message).toMatch(/nur Bilder dieser Website/);
  const width = await request.get('/_image?url=/images/projects/uganda-map.png&w=500');
  expect(width.status()).toBe(400);
  const ok = await request.get('/_image?url=/images/projects/uganda-map.png&w=640', {
    headers: { accept: 'image/webp' },
  });
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-type']).toBe('image/webp');
  expect(ok.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

// One test per page and width set (narrow: 320 and 390 px, wide: 1280 px).
for (const path of ['/projekte', ...PROJECTS.map((p) => `/projekte/${p.path}`)]) {
  test(`${path} is no wider than the screen`, async ({ page }, testInfo) => {
    for (const width of testInfo.project.name === 'narrow' ? [320, 390] : [1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      // The page's code chunk may take a while on a busy machine (the spinner shows meanwhile).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      expect(await noHorizontalOverflow(page), `${path} at ${width} px`).toBe(true);
    }
  });
}
