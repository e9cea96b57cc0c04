import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decidedConsent } from '../e2e/consent';
import type { EngineBrowser, EngineName, EnginePage } from './driver';
import { JOURNEYS, type Journey } from './journeys';
import { launchChromium, launchFirefox } from './puppeteerEngine';
import { startAppServer, startTracker } from './server';
import { Ui } from './ui';
import { launchWebKit } from './webkitEngine';

const OUT = join('test-results', 'engines');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const LAUNCH: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};
/** Two engines at a time at most: two cores, and the server, cognito-local and two browsers share them. */
const PARALLEL = 2;
/** A guard against a hung driver call; the journeys' own waits end long before it. */
const JOURNEY_LIMIT_MS = 180_000;

interface Result {
  engine: EngineName;
  journey: Journey;
  width: number;
  seconds: number;
  error: string | null;
}

const listed = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()) : null);

export async function runEngines(port: number): Promise<boolean> {
  const engines = (listed(process.env.ENGINES) ?? Object.keys(LAUNCH)) as EngineName[];
  const only = listed(process.env.JOURNEYS);
  const journeys = JOURNEYS.filter((j) => !only || only.includes(j.id));
  mkdirSync(OUT, { recursive: true });

  const started = Date.now();
  const tracker = await startTracker(port);
  console.log(`== e2e server on port ${port} (log: ${join(OUT, 'server.log')})`);
  const server = await startAppServer(port, join(OUT, 'server.log')).catch((error: unknown) => {
    tracker.close();
    throw error;
  });
  const results: Result[] = [];
  try {
    const queue = [...engines];
    const worker = async () => {
      for (let engine = queue.shift(); engine; engine = queue.shift()) {
        results.push(...(await runEngine(engine, journeys, server.origin)));
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, engines.length) }, worker));
  } finally {
    await server.stop();
    tracker.close();
  }
  printMatrix(results, engines, journeys);
  const failed = results.filter((r) => r.error);
  console.log(
    `\n${results.length - failed.length} passed, ${failed.length} failed (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return failed.length === 0;
}

async function runEngine(engine: EngineName, journeys: Journey[], origin: string): Promise<Result[]> {
  const results: Result[] = [];
  let browser: EngineBrowser;
  try {
    browser = await LAUNCH[engine]();
  } catch (error) {
    const message = `${engine} did not start: ${String(error)}`;
    console.log(`✗ ${message}`);
    for (const { width } of VIEWPORTS) for (const journey of journeys) results.push(result(journey, width, 0, message));
    return results;
  }
  try {
    for (const viewport of VIEWPORTS) {
      for (const journey of journeys) {
        if (journey.widths && !journey.widths.includes(viewport.width)) continue;
        const began = Date.now();
        const error = await runJourney(browser, journey, viewport, origin);
        const seconds = (Date.now() - began) / 1000;
        results.push(result(journey, viewport.width, seconds, error));
        console.log(`${error ? '✗' : '✓'} ${engine} ${journey.id} ${viewport.width} px ${seconds.toFixed(1)} s`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;

  function result(journey: Journey, width: number, seconds: number, error: string | null): Result {
    return { engine, journey, width, seconds, error };
  }
}

async function runJourney(
  browser: EngineBrowser,
  journey: Journey,
  viewport: { width: number; height: number },
  origin: string,
): Promise<string | null> {
  const name = `${browser.name}-${viewport.width}-${journey.id}`;
  let page: EnginePage | null = null;
  let guard: NodeJS.Timeout | undefined;
  try {
    page = await browser.newPage(viewport);
    const ui = new Ui(page, origin);
    if (journey.consent === 'decided') await decideConsent(page, origin);
    const limit = new Promise<never>((_, reject) => {
      guard = setTimeout(() => reject(new Error(`no end after ${JOURNEY_LIMIT_MS / 1000} s`)), JOURNEY_LIMIT_MS);
    });
    await Promise.race([journey.run(ui, viewport.width), limit]);
    const errors = (await page.errors()).filter((e) => !expectedError(e, origin));
    if (errors.length > 0) throw new Error(`console or page errors:\n${errors.join('\n')}`);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await saveFailure(page, name, message);
    return message;
  } finally {
    clearTimeout(guard);
    await page?.close().catch(() => {});
  }
}

/** The choice „Nur notwendige“ made before the journey: the cookie tests/e2e/consent.ts gives the Playwright specs. */
async function decideConsent(page: EnginePage, origin: string) {
  const [{ name, value }] = decidedConsent().cookies;
  await page.addCookie(origin, { name, value });
}

/**
 * What the browser logs while the app handles it (as tests/e2e/identityHelpers.ts allows): cognito-local's 400s.
 * Everything else fails the journey.
 */
function expectedError(error: string, origin: string) {
  const cognito = `127.0.0.1:${Number(new URL(origin).port) + 4929}`;
  return error.includes(cognito) && /status of 400/.test(error);
}

async function saveFailure(page: EnginePage | null, name: string, message: string) {
  if (!page) return;
  const url = await page.url().catch(() => '(unknown)');
  await page.screenshot(join(OUT, `${name}.png`)).catch(() => {});
  const errors = await page.errors().catch(() => []);
  writeFileSync(
    join(OUT, `${name}.txt`),
    `${message}\n\nAddress: ${url}\n\nConsole and page errors:\n${errors.length ? errors.join('\n') : '(none)'}\n`,
  );
}

function printMatrix(results: Result[], engines: EngineName[], journeys: Journey[]) {
  const cell = (r: Result | undefined) => (r ? `${r.error ? 'FAIL' : 'pass'} ${r.seconds.toFixed(1)} s` : '–');
  const rows = journeys.flatMap((journey) =>
    VIEWPORTS.filter((v) => !journey.widths || journey.widths.includes(v.width)).map((v) => [
      journey.id,
      String(v.width),
      ...engines.map((engine) =>
        cell(results.find((r) => r.engine === engine && r.journey === journey && r.width === v.width)),
      ),
    ]),
  );
  const table = [['journey', 'width', ...engines], ...rows];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log('');
  for (const row of table) console.log(row.map((c, i) => c.padEnd(widths[i])).join('  '));
  for (const r of results.filter((x) => x.error)) {
    console.log(`\n✗ ${r.engine} ${r.journey.id} ${r.width} px: ${r.error!.split('\n').slice(0, 4).join('\n  ')}`);
  }
}
