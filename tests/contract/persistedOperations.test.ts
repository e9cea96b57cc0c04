import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import persisted from '../../persisted_queries.json';

/**
 * Production runs only persisted operations: every operation the app's artifacts send by id must be in
 * persisted_queries.json with exactly the text the artifact was compiled from, and nothing stale beside them.
 */
describe('persisted operations', () => {
  const dir = join(import.meta.dirname, '../../src/__generated__');
  const artifacts = readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .map((source) => ({ id: /"id": "([0-9a-f]{64})"/.exec(source)?.[1], text: /"text": (".*")\n/.exec(source)?.[1] }))
    .filter((a): a is { id: string; text: string } => Boolean(a.id && a.text));

  it('holds every operation of the app under its id with the same text', () => {
    expect(artifacts.length).toBeGreaterThan(10);
    for (const { id, text } of artifacts) expect((persisted as Record<string, string>)[id]).toBe(JSON.parse(text));
  });

  it('holds nothing else (regenerate with: echo {} > persisted_queries.json && npx relay-compiler --repersist)', () => {
    expect(Object.keys(persisted).sort()).toEqual(artifacts.map((a) => a.id).sort());
  });
});
