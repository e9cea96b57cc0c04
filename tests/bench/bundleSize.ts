/**
 * What Chromium fetches to render and hydrate each page of the production build: every JavaScript (and, apart, every
 * CSS) response of the page load until the network is idle, each gzip-compressed (level 9) and summed — dynamic
 * imports and lazily loaded parts included, not only the manifest's static closure.
 * Usage: npm run bench:bundle   (builds first)   or   node --import tsx tests/bench/bundleSize.ts [/ /co2-rechner …]
 * Starts the Node server on the build (dist, or the folder BENCH_DIST names; memory store, port BENCH_PORT or 4392)
 * and stops it by PID.
 * Exits 1 when a page is over its JavaScript budget (issue 26).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';
import { startBenchServer } from './benchServer';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const PAGES = ['/', '/co2-rechner', '/projekte/indonesien', '/spenden'];
/**
 * gzip KB of JavaScript to render and hydrate the page (issue 26). Issue 15's 110 kB for `/` lay below what the
 * card's stack needs before any app code (react-dom + react-router's data router + the consent banner ≈ 104 kB,
 * `npm run bench:floor`).
 */
const BUDGET_KB: Record<string, number> = {
  '/': 120,
  '/projekte/indonesien': 120,
  '/co2-rechner': 170,
  '/spenden': 190,
};
const paths = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;

interface Fetched {
  url: string;
  gzip: number;
  /** Requested before the app had taken over the page (render and hydration), not after (idle, on use). */
  beforeReady: boolean;
}

async function pageLoad(url: string) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: 'de-DE' });
    const bodies: Promise<{ kind: 'js' | 'css'; file: Fetched } | null>[] = [];
    // Requests made before <html data-app="ready"> (polled in the page every 20 ms).
    let ready = false;
    const requestedBeforeReady = new WeakSet<object>();
    page.on('request', (request) => {
      if (!ready) requestedBeforeReady.add(request);
    });
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const kind: 'js' | 'css' | null = /javascript/.test(type) ? 'js' : /text\/css/.test(type) ? 'css' : null;
      if (!kind) return;
      const beforeReady = requestedBeforeReady.has(response.request());
      bodies.push(
        response
          .body()
          .then((body) => ({
            kind,
            file: { url: response.url(), gzip: gzipSync(body, { level: 9 }).length, beforeReady },
          }))
          .catch(() => null),
      );
    });
    const readyMark = page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 60_000,
      polling: 20,
    });
    readyMark.then(
      () => (ready = true),
      () => {},
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    const fetched = (await Promise.all(bodies)).filter((b) => b !== null);
    const js = fetched.filter((b) => b.kind === 'js').map((b) => b.file);
    const css = fetched.filter((b) => b.kind === 'css').map((b) => b.file);
    const title = await page.title();
    return { js, css, title, errors };
  } finally {
    await browser.close();
  }
}

/**
 * The page has rendered its route (a heading in <main>; the lazy route's chunk has run), loaded, had an idle moment
 * and then fetched nothing for two seconds: Playwright's own "networkidle" (500 ms) can come between the entry and
 * the route chunk on a busy machine.
 */
async function settled(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  // A prerendered page shows its heading before any script has run: wait for the load event, the app's mark and the
  // browser's next idle moment too (hydration is done; what starts on idle, such as the consent banner, has begun), then for quiet.
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 60_000 });
  // <html data-app="ready"> once the app has taken over the page (src/app/appReady.tsx).
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
  while (inFlight > 0 || Date.now() - lastActivity < 2000) await page.waitForTimeout(100);
}

const kb = (bytes: number) => bytes / 1024;
const sum = (files: Fetched[]) => files.reduce((total, f) => total + f.gzip, 0);
const verbose = process.env.BENCH_VERBOSE === '1';

const server = await startBenchServer({ port: PORT, staticDir: process.env.BENCH_DIST ?? 'dist' });
let overBudget = false;
try {
  console.log('Fetched by Chromium until network idle (gzip -9 of each response, summed):');
  for (const path of paths) {
    const { js, css, title, errors } = await pageLoad(server.origin + path);
    const budget = BUDGET_KB[path];
    const over = budget !== undefined && kb(sum(js)) > budget;
    overBudget ||= over;
    console.log(
      `${path.padEnd(22)} JS ${kb(sum(js)).toFixed(1).padStart(6)} kB in ${String(js.length).padStart(2)} files ` +
        `(${kb(sum(js.filter((f) => f.beforeReady))).toFixed(1)} kB until the app runs) · ` +
        `CSS ${kb(sum(css)).toFixed(1).padStart(5)} kB in ${String(css.length).padStart(2)} files` +
        (budget ? ` · budget ${budget} kB ${over ? 'ÜBERSCHRITTEN' : 'eingehalten'}` : '') +
        ` · „${title}“`,
    );
    if (verbose) {
      for (const f of [...js, ...css].sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `    ${kb(f.gzip).toFixed(1).padStart(6)} kB  ${new URL(f.url).pathname}${f.beforeReady ? '' : '  (after the app runs)'}`,
        );
      }
    }
    for (const error of errors) console.log(`    Fehler auf der Seite: ${error}`);
  }
} finally {
  server.stop();
}
if (overBudget) process.exitCode = 1;
