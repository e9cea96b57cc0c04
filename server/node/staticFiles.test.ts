import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from './config.js';
import { createNodeServer } from './createNodeServer.js';

describe('serving the built app beside /graphql (STATIC_DIR)', () => {
  let dist = '';
  let origin = '';
  let server: ReturnType<typeof createNodeServer>;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'klimahain-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Klimahain</title>');
    await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build's records (vite.config.ts: manifest, build info): on disk for the server, never for the public.
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc123.js"}}');
    await writeFile(join(dist, '.vite', 'klimahain-build.json'), '{"commit":"abc"}');
    await mkdir(join(dist, 'prerendered', 'projekte', 'uganda'), { recursive: true });
    await writeFile(join(dist, 'prerendered', 'index.html'), '<!doctype html><title>Start | Klimahain</title>');
    await writeFile(
      join(dist, 'prerendered', 'projekte', 'uganda', 'index.html'),
      '<!doctype html><title>Aufforstung in Uganda | Klimahain</title>',
    );
    server = createNodeServer(
      readConfig({ STATIC_DIR: dist, AUTH_MODE: 'mock', DATABASE_URL: 'memory' }),
      { repos: createMemoryRepositories() },
      () => {},
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dist, { recursive: true, force: true });
  });

  it('answers a prerendered page with its own HTML, compressed and never cached without asking', async () => {
    for (const [path, title] of [
      ['/', 'Start | Klimahain'],
      ['/projekte/uganda', 'Aufforstung in Uganda | Klimahain'],
      ['/projekte/uganda/', 'Aufforstung in Uganda | Klimahain'],
    ]) {
      const res = await fetch(origin + path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('answers other page paths with index.html so the client router can show them', async () => {
    for (const path of [
      '/projekte/indonesien',
      '/mein-klimahain/uebersicht',
      // A gift's certificate from the recipient's mail: never prerendered, its token is no file name.
      '/geschenk/demo-geschenk-zugestellt-Hk3v9QwZ2mXr',
      '/geschenk/Ab3_-x9QwZ2mXrLk0pN7sT',
      '/gibt-es-nicht',
      '/prerendered/../gibt-es-nicht',
    ]) {
      const res = await fetch(origin + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>Klimahain</title>');
    }
  });

  it('serves hashed assets with a year of caching', async () => {
    const res = await fetch(`${origin}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('does not serve files outside the app folder or missing assets', async () => {
    expect((await fetch(`${origin}/assets/..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
  });

  it('does not serve the build records under /.vite/ (404, in any spelling)', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/klimahain-build.json',
      '/%2Evite/manifest.json',
      '/assets/..%2F.vite%2Fmanifest.json',
      '/.vite/',
      '/.vite',
    ]) {
      const res = await fetch(origin + path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('abc');
    }
    const head = await fetch(`${origin}/.vite/manifest.json`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('still answers GraphQL at /graphql', async () => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ greeting }' }),
    });
    expect(await res.json()).toEqual({ data: { greeting: 'Hallo vom Klimahain!' } });
  });
});
