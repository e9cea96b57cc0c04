/**
 * `npm run bench:image`: the /_image path over HTTP on loopback — a cold 640-px WebP (rendered by sharp, then written
 * to the cache, measured after a first render has warmed libvips) and cached hits of the same URL; also a cold 1920-px WebP and a cold 640-px JPEG. Uses the project's
 * hero picture from public/ and a fresh temporary cache; prints times, asserts nothing.
 * Options: BENCH_HITS (cached requests, default 200).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createImageHandler } from '../../server/node/images/createImageHandler.js';
import { PUBLIC_DIR } from '../../server/node/images/imageEndpoint.js';

const HITS = Number(process.env.BENCH_HITS ?? 200);
const SOURCE = '/images/projects/indonesia-visual.png';
const WEBP = 'image/avif,image/webp,*/*;q=0.8';

const cacheDir = await mkdtemp(join(tmpdir(), 'klimahain-image-bench-'));
const handle = createImageHandler({ sourceDir: PUBLIC_DIR, cacheDir, log: console.log });
const server = createServer((req, res) => void handle(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function timed(query: string, accept: string, source = SOURCE) {
  const start = performance.now();
  const res = await fetch(`${origin}/_image?url=${encodeURIComponent(source)}&${query}`, { headers: { accept } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${query}: HTTP ${res.status}`);
  return {
    ms: performance.now() - start,
    bytes,
    cache: res.headers.get('x-image-cache'),
    type: res.headers.get('content-type'),
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
try {
  // The process's first render also loads libvips and warms its thread pool: reported on its own.
  const first = await timed('w=640', WEBP, '/images/projects/uganda-visual.png');
  console.log(`first render after start (640-px WebP, other picture)  ${ms(first.ms)}`);
  const cold = await timed('w=640', WEBP);
  console.log(
    `cold 640-px WebP   ${ms(cold.ms)}  ${Math.round(cold.bytes / 1024)} kB  (${cold.cache}: render + cache write)`,
  );
  const hits: number[] = [];
  for (let i = 0; i < HITS; i += 1) {
    const hit = await timed('w=640', WEBP);
    if (hit.cache !== 'hit') throw new Error('expected a cache hit');
    hits.push(hit.ms);
  }
  hits.sort((a, b) => a - b);
  const pick = (p: number) => hits[Math.min(hits.length - 1, Math.floor(p * hits.length))];
  console.log(
    `cached 640-px WebP median ${ms(pick(0.5))}, p95 ${ms(pick(0.95))}, max ${ms(hits.at(-1)!)}  (${HITS} requests)`,
  );
  const wide = await timed('w=1920', WEBP);
  console.log(`cold 1920-px WebP  ${ms(wide.ms)}  ${Math.round(wide.bytes / 1024)} kB`);
  const jpeg = await timed('w=640', 'image/jpeg,*/*');
  console.log(`cold 640-px JPEG   ${ms(jpeg.ms)}  ${Math.round(jpeg.bytes / 1024)} kB  (${jpeg.type})`);
} finally {
  server.closeAllConnections();
  server.close();
  await rm(cacheDir, { recursive: true, force: true });
}
