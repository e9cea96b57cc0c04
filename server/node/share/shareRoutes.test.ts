import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_DE_V1 } from '../../core/domain/calculator/catalogDeV1.js';
import { CatalogSource } from '../../core/domain/calculator/catalogs.js';
import type { SharedResult } from '../../core/domain/calculator/sharedResult.js';
import { SAMPLE_SHARED_RESULT } from './sampleSharedResult.js';
import { shareImageCache } from './shareImage.js';
import { shareRoutes } from './shareRoutes.js';

const result = SAMPLE_SHARED_RESULT;

let server: Server;
let base = '';
beforeAll(async () => {
  const routes = shareRoutes(new CatalogSource([CATALOG_DE_V1]), 'https://klimahain.example/app');
  server = createServer((req, res) => {
    void routes(req, res, new URL(req.url!, 'http://x').pathname).then((done) => {
      if (!done) res.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a share link (issue 26 §3)', () => {
  it('is a page without scripts: the total, the three categories, the trees, and its own preview picture', async () => {
    expect(result.path).toBe('/ergebnis/DE-1/-1.5_-1.2_-1.6');
    const response = await fetch(base + result.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>6,9 t CO₂ im Jahr</h1>');
    expect(html).toContain('<tr><th scope="row">Mobilität</th><td>−1,5 t</td></tr>');
    expect(html).toContain('<tr><th scope="row">Ernährung</th><td>−1,2 t</td></tr>');
    expect(html).toContain('<tr><th scope="row">Wohnen</th><td>−1,6 t</td></tr>');
    expect(html).toContain('<strong>46 Bäume</strong>');
    expect(html).toContain(
      '<meta property="og:image" content="https://klimahain.example/ergebnis/DE-1/-1.5_-1.2_-1.6/bild.png" />',
    );
    expect(html).toContain('<meta property="og:title" content="Mein CO₂-Fußabdruck: 6,9 t im Jahr" />');
  });

  it('has a 1200 × 630 PNG as its picture', async () => {
    const response = await fetch(`${base}${result.path}/bild.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('answers a link no answers could make, or a broken one, with a German 404 page', async () => {
    for (const path of ['/ergebnis/DE-1/0.1_0_0', '/ergebnis/DE-1/-1.5_-1.2', '/ergebnis/XX-1/0_0_0', '/ergebnis/']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Dieses Ergebnis gibt es nicht');
    }
    expect((await fetch(`${base}/ergebnis/DE-1/0.1_0_0/bild.png`)).status).toBe(404);
  });

  it('leaves other paths to the next handler and refuses other methods', async () => {
    expect((await fetch(`${base}/spenden`)).status).toBe(418);
    expect((await fetch(base + result.path, { method: 'POST' })).status).toBe(405);
  });
});

describe('the picture cache', () => {
  it('renders a link’s picture once, however often it is asked for', async () => {
    const render = vi.fn(async (r: SharedResult) => Buffer.from(r.path));
    const picture = shareImageCache(render, 2);
    await Promise.all([picture(result), picture(result), picture(result)]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed render, so the next request tries again', async () => {
    let fail = true;
    const render = vi.fn(async (r: SharedResult) => {
      if (fail) throw new Error('sharp');
      return Buffer.from(r.path);
    });
    const picture = shareImageCache(render, 2);
    await expect(picture(result)).rejects.toThrow('sharp');
    fail = false;
    await picture(result);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
