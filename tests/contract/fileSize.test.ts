/**
 * One concern per file: no hand-written production source file in src/, server/ or mocks/ is longer than 300 lines. A
 * file that grows past it holds more than one responsibility; split it by what each part does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const MAX_LINES = 300;
const root = fileURLToPath(new URL('../..', import.meta.url));

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
/** Tests, stories and files a tool writes are not held to it. */
const NOT_PRODUCTION = [
  /\.test\.tsx?$/,
  /\.stories\.tsx$/,
  /\/__generated__\//,
  /^mocks\/public\/mockServiceWorker\.js$/,
];
/** Helpers only tests import: the repositories' contract that every store's test runs. */
const TEST_HELPERS = new Set(['server/node/store/repositoryContract.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const lineCount = (path: string) => readFileSync(join(root, path), 'utf8').replace(/\n$/, '').split('\n').length;

it(`no hand-written production file in src/, server/ or mocks/ has more than ${MAX_LINES} lines`, () => {
  const production = ['src', 'server', 'mocks']
    .flatMap(sourceFiles)
    .filter((path) => !TEST_HELPERS.has(path) && !NOT_PRODUCTION.some((pattern) => pattern.test(path)));
  expect(production.length).toBeGreaterThan(100);
  const tooLong = production
    .map((path) => ({ path, lines: lineCount(path) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
  expect(tooLong, `split these by responsibility (at most ${MAX_LINES} lines each)`).toEqual([]);
});
