import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from './compressedFile.js';
import { decodedPath, staticFiles } from './staticFiles.js';

const SCRIPT = `console.log(${JSON.stringify('Bäume pflanzen '.repeat(200))});`;

function get(origin: string, path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(
      origin + path,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('compressed static files', () => {
  let dist = '';
  let origin = '';
  let server: Server;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'klimahain-gz-'));
    await writeFile(join(dist, 'app.js'), SCRIPT);
    await writeFile(join(dist, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const serve = staticFiles(dist);
    server = createServer((req, res) => void serve(req, res, decodedPath(req.url)!));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dist, { recursive: true, force: true });
  });

  it('sends brotli when the browser accepts it, and the same bytes once decompressed', async () => {
    const { headers, body } = await get(origin, '/app.js', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('accept-encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get(origin, '/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(origin, '/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves images as they are', async () => {
    const { headers } = await get(origin, '/logo.png', 'br');
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('reads the accepted encodings', () => {
    expect(pickEncoding('gzip;q=1.0, br;q=0.9')).toBe('br');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
