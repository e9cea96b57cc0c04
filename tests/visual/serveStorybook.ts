/**
 * The visual tests' server: builds the static Storybook (npm run build-storybook) into node_modules/.cache and serves
 * it on loopback with a plain file server, like a designer's static host. VISUAL_REUSE_BUILD=1 skips the build when
 * one is there (while updating references after a CSS change, build again).
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = join(root, 'node_modules', '.cache', 'storybook-visual');
const port = Number(process.env.VISUAL_PORT ?? 6108);

if (!(process.env.VISUAL_REUSE_BUILD && existsSync(join(dir, 'index.json')))) {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'),
      'build',
      '--output-dir',
      dir,
      '--quiet',
      '--disable-telemetry',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

createServer((req, res) => {
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
}).listen(port, '127.0.0.1');
