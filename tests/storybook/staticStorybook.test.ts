/**
 * The static Storybook designers open without any server of ours (npm run build-storybook): built here into a temp
 * folder, served by a plain file server on loopback, opened in Chromium. Every picture of the picture-heavy stories
 * arrives (no /_image behind it), the mock engine answers GraphQL in the browser, and a docs page renders.
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../chromium.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_TIMEOUT = 300_000;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** What any static host does: files by path, query strings ignored, 404 otherwise. */
function fileServer(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    stat(file).then(
      (info) => {
        if (!info.isFile()) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(res);
      },
      () => void res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function build(outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'),
        'build',
        '--output-dir',
        outputDir,
        '--quiet',
        '--disable-telemetry',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build failed (${code}):\n${output}`)),
    );
  });
}

describe('the static Storybook', () => {
  let outputDir = '';
  let server: Server;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    outputDir = await mkdtemp(join(tmpdir(), 'klimahain-storybook-'));
    await build(outputDir);
    server = await fileServer(outputDir);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch(chromiumLaunchOptions);
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await rm(outputDir, { recursive: true, force: true });
  });

  /** Opens a story; returns the page and every failed request for a picture. */
  async function openStory(id: string, viewMode: 'story' | 'docs' = 'story') {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const brokenPictures: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        brokenPictures.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') brokenPictures.push(`failed ${new URL(request.url()).pathname}`);
    });
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=${viewMode}`);
    return { page, brokenPictures };
  }

  /** Every picture of the page loaded, lazy ones included. */
  async function picturesOf(page: Page) {
    await page.locator('#storybook-root img').first().waitFor();
    await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
    await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete));
    return page.evaluate(() =>
      [...document.querySelectorAll('#storybook-root img')].map((img) => ({
        src: new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src).pathname,
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
  }

  it.each([
    'seiten-startseite--standard',
    'seiten-projekt--standard',
    'seiten-projekte--standard',
    'bausteine-image--standard',
  ])('%s shows every picture', async (id) => {
    const { page, brokenPictures } = await openStory(id);
    try {
      const pictures = await picturesOf(page);
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.filter((picture) => picture.width === 0)).toEqual([]);
      expect(brokenPictures).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('runs the mock engine in the browser: an account page shows the scenario’s trees', async () => {
    const { page } = await openStory('seiten-konto-übersicht--standard');
    try {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.locator('#storybook-root').innerText(), { timeout: 30_000 }).toMatch(/Bäume/);
    } finally {
      await page.close();
    }
  });

  it('opens on the welcome page, and the „Grundlagen“ pages show the tokens with their contrast', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    try {
      await page.goto(`${origin}/index.html`);
      await page.waitForURL(/path=\/docs\/willkommen--docs/, { timeout: 30_000 });
      const welcome = page.frameLocator('#storybook-preview-iframe');
      await welcome.getByRole('heading', { name: 'Klimahain in Storybook' }).waitFor();
      await welcome.getByRole('cell', { name: 'withSubscription' }).waitFor();
    } finally {
      await page.close();
    }
    const { page: colours } = await openStory('grundlagen-farben--docs', 'docs');
    try {
      await colours.getByText('--color-text-muted').first().waitFor();
      await colours
        .getByText(/✓ 7,9 : 1/)
        .first()
        .waitFor();
    } finally {
      await colours.close();
    }
  });

  it('renders a UI primitive’s docs page', async () => {
    const { page } = await openStory('bausteine-button--docs', 'docs');
    try {
      await page.getByRole('heading', { name: 'Button' }).first().waitFor();
      // The docs page renders the stories themselves: the buttons are there to press.
      await page.getByRole('button', { name: 'Spenden' }).first().waitFor();
      await page.getByRole('button', { name: 'Konto schließen …' }).first().waitFor();
    } finally {
      await page.close();
    }
  });
});
