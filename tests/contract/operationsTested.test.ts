import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema } from 'graphql';
import { expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.api\.test\.ts$/.test(name) ? [path] : [];
  });
}

it('every query and mutation of the schema is exercised by an API test (*.api.test.ts)', () => {
  const sources = testFiles(join(root, 'server')).map((f) => readFileSync(f, 'utf8')).join('\n');
  const operations = [
    ...Object.keys(schema.getQueryType()!.getFields()),
    ...Object.keys(schema.getMutationType()!.getFields()),
  ];
  const untested = operations.filter((op) => !new RegExp(`\\b${op}\\b\\s*[({]`).test(sources));
  expect(untested, `in ${testFiles(join(root, 'server')).map((f) => relative(root, f)).join(', ')}`).toEqual([]);
});

it('server/core stays isomorphic: no node:* or Node-only imports', () => {
  const offenders = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) return [];
      const src = readFileSync(path, 'utf8');
      return /from ['"](node:|fs|path|http|crypto|os)['"/]/.test(src) ? [relative(root, path)] : [];
    });
  })(join(root, 'server/core'));
  expect(offenders).toEqual([]);
});
