import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, Kind, parse, type DocumentNode } from 'graphql';
import { expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/**
 * Every template literal of a test file that parses as a GraphQL document; interpolated selections
 * (`{ ${FIELDS} }`) are read as __typename.
 */
function documentsIn(source: string): DocumentNode[] {
  const literals = source.match(/`[^`]*`/g) ?? [];
  return literals.flatMap((lit) => {
    try {
      return [parse(lit.slice(1, -1).replace(/\$\{[^}]*\}/g, '__typename'))];
    } catch {
      return [];
    }
  });
}

it('every query and mutation of the schema is sent by an API test (*.api.test.ts)', () => {
  const sent = new Set<string>();
  for (const file of files(join(root, 'server'), /\.api\.test\.ts$/)) {
    for (const doc of documentsIn(readFileSync(file, 'utf8'))) {
      for (const def of doc.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const sel of def.selectionSet.selections)
          if (sel.kind === Kind.FIELD) sent.add(`${def.operation}.${sel.name.value}`);
      }
    }
  }
  const operations = [
    ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `query.${f}`),
    ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `mutation.${f}`),
  ];
  expect(operations.filter((op) => !sent.has(op))).toEqual([]);
});

it('server/core stays isomorphic: no node:* or Node-only imports', () => {
  const offenders = files(join(root, 'server/core'), /(?<!\.test)\.ts$/).filter((path) =>
    /from ['"](node:|fs|path|http|crypto|os)['"/]/.test(readFileSync(path, 'utf8')),
  );
  expect(offenders.map((p) => relative(root, p))).toEqual([]);
});
