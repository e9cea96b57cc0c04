/**
 * Prints the gzip size of the JavaScript (and CSS) a visitor downloads to render a page of the production build.
 * Usage: npm run build && node --import tsx tests/bench/bundleSize.ts [src/routes/start/StartPage.tsx …]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function measure(keys: Set<string>) {
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += gz;
    else js += gz;
  }
  return { files: files.size, js, css };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['src/routes/start/StartPage.tsx', 'src/routes/calculator/CalculatorPage.tsx'];

const base = measure(closure(entry));
console.log(`entry (${entry}): ${kb(base.js)} JS gzip, ${kb(base.css)} CSS gzip in ${base.files} files`);
for (const page of pages) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  const all = measure(closure(page, closure(entry)));
  console.log(`${page}: ${kb(all.js)} JS gzip, ${kb(all.css)} CSS gzip in ${all.files} files (page adds ${kb(all.js - base.js)} JS)`);
}
