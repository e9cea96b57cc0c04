import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { readConfig } from '../config.js';
import { createNodeServer } from '../createNodeServer.js';
import { createImageHandler } from './createImageHandler.js';

const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';
const JPEG_ONLY = 'image/png,image/jpeg,*/*;q=0.8';

describe('GET /_image', () => {
  let root = '';
  let base = '';
  let server: Server;
  const lines: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'klimahain-images-'));
    await mkdir(join(root, 'public/images/projects'), { recursive: true });
    await mkdir(join(root, 'public/illustrations'), { recursive: true });
    // A 1000 × 500 source: 640 and 828 are downscales, 1080 and above would be enlargements.
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2e6b45' } })
      .png()
      .toFile(join(root, 'public/images/projects/test.png'));
    await writeFile(
      join(root, 'public/illustrations/tree.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="green"/></svg>',
    );
    await writeFile(join(root, 'secret.png'), 'not for the web');
    const handle = createImageHandler({
      sourceDir: join(root, 'public'),
      cacheDir: join(root, 'cache'),
      log: (l) => lines.push(l),
    });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_image`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const get = (query: string, accept = WEBP, method = 'GET') =>
    fetch(`${base}?${query}`, { method, headers: { accept } });
  const errorOf = async (res: Response) =>
    ((await res.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0];

  it('serves WebP at the asked width when the browser accepts it, with Vary and the immutable header', async () => {
    const res = await get('url=/images/projects/test.png&w=640&q=70');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);
  });

  it('serves JPEG to a browser without WebP in Accept', async () => {
    const res = await get('url=/images/projects/test.png&w=828', JPEG_ONLY);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 828]);
  });

  it('never enlarges: 1920 of a 1000-px source stays 1000 px wide', async () => {
    const res = await get('url=/images/projects/test.png&w=1920');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(1000);
  });

  it('draws an SVG illustration at the asked width', async () => {
    const res = await get('url=/illustrations/tree.svg&w=640');
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([640, 320]);
  });

  it('answers a second request from the disk cache with the same bytes', async () => {
    const first = await get('url=/images/projects/test.png&w=750&q=60');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get('x-image-cache')).toBe('miss');
    const files = (await readdir(join(root, 'cache'))).filter((f) => !f.endsWith('.tmp'));
    expect(files.length).toBeGreaterThan(0);
    const second = await get('url=/images/projects/test.png&w=750&q=60');
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    // The JPEG of the same size is its own entry, not the WebP.
    const jpeg = await get('url=/images/projects/test.png&w=750&q=60', JPEG_ONLY);
    expect(jpeg.headers.get('x-image-cache')).toBe('miss');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get('url=/images/projects/test.png&w=640', WEBP, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  for (const [query, message] of [
    ['url=/images/projects/test.png&w=641', /Breite ist nicht erlaubt/],
    ['url=/images/projects/test.png&w=4000', /Breite ist nicht erlaubt/],
    ['url=/images/projects/test.png&w=640.0', /Breite ist nicht erlaubt/],
    ['url=/images/projects/test.png', /Breite ist nicht erlaubt/],
    ['url=/images/projects/test.png&w=640&q=0', /Qualität/],
    ['url=/images/projects/test.png&w=640&q=101', /Qualität/],
    ['url=/images/projects/test.png&w=640&q=abc', /Qualität/],
    ['url=/images/projects/test.png&w=640&q=', /Qualität/],
    ['w=640', /„url“ fehlt/],
    ['url=https://example.org/images/a.png&w=640', /nur Bilder dieser Website/],
    ['url=//example.org/images/a.png&w=640', /nur Bilder dieser Website/],
    ['url=/images/../../secret.png&w=640', /nur Bilder dieser Website/],
    ['url=/images/%2e%2e/%2e%2e/secret.png&w=640', /nur Bilder dieser Website/],
    ['url=/images/..%5c..%5csecret.png&w=640', /nur Bilder dieser Website/],
    ['url=/secret.png&w=640', /nur Bilder dieser Website/],
    ['url=/assets/index.js&w=640', /nur Bilder dieser Website/],
    ['url=/images/projects/missing.png&w=640', /gibt es hier nicht/],
  ] as const) {
    it(`refuses ${query} with 400 and a German message`, async () => {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const error = await errorOf(res);
      expect(error.extensions.code).toBe('BAD_IMAGE_REQUEST');
      expect(error.message).toMatch(message);
    });
  }

  it('refuses other methods with 405', async () => {
    const res = await fetch(`${base}?url=/images/projects/test.png&w=640`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the Node server routes /_image', () => {
  it('serves pictures from STATIC_DIR with the security headers, cached in IMAGE_CACHE_DIR', async () => {
    const root = await mkdtemp(join(tmpdir(), 'klimahain-images-server-'));
    const previous = process.env.IMAGE_CACHE_DIR;
    process.env.IMAGE_CACHE_DIR = join(root, 'cache');
    await mkdir(join(root, 'dist/images'), { recursive: true });
    await writeFile(join(root, 'dist/index.html'), '<!doctype html><title>x</title>');
    await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(join(root, 'dist/images/a.png'));
    const server = createNodeServer(
      readConfig({
        PORT: '4000',
        OUTBOX_DIR: join(root, 'outbox'),
        AUTH_MODE: 'mock',
        DATABASE_URL: 'memory',
        STATIC_DIR: join(root, 'dist'),
      }),
      { repos: createMemoryRepositories(fixtureSeed) },
      () => undefined,
    );
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_image?url=/images/a.png&w=640`;
      const res = await fetch(url, { headers: { accept: WEBP } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('content-security-policy')).toContain("img-src 'self'");
      expect((await readdir(join(root, 'cache'))).some((f) => f.endsWith('.webp'))).toBe(true);
      const refused = await fetch(url.replace('a.png', 'b.png'));
      expect(refused.status).toBe(400);
    } finally {
      if (previous === undefined) delete process.env.IMAGE_CACHE_DIR;
      else process.env.IMAGE_CACHE_DIR = previous;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  });
});
