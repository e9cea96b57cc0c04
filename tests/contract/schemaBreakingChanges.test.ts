import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseRef, breakingChanges, parseAllowList, schemaAt } from './schemaBreakingChanges.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ALLOW_FILE = 'tests/contract/schemaBreakingChanges.allow';

describe('schema.graphql: no breaking change unless allowed', () => {
  it('every breaking change since the base schema is listed in the allow file', async () => {
    const ref = baseRef(root);
    // The schema's first commit has no earlier version to break.
    const base = ref ? schemaAt(ref, root) : readFileSync(`${root}/schema.graphql`, 'utf8');
    const allowed = parseAllowList(readFileSync(`${root}/${ALLOW_FILE}`, 'utf8'));
    const changes = await breakingChanges(base, readFileSync(`${root}/schema.graphql`, 'utf8'));
    const unlisted = changes.filter((change) => !allowed.has(change.path));
    expect(
      unlisted.map((change) => `${change.path}: ${change.message}`),
      `breaking against ${ref}: keep the old field (deprecate it) or list the path in ${ALLOW_FILE}`,
    ).toEqual([]);
  });
});

describe('the breaking-change check', () => {
  const before = `
    type Query { donation(id: ID!, locale: String): Int, trees: Int }
    enum Status { OPEN DONE }
    input DonationInput { amount: Int }
  `;

  it('reports a removed field, a removed argument, a removed enum value and a new required input field', async () => {
    const after = `
      type Query { donation(id: ID!): Int, forest: Int }
      enum Status { OPEN }
      input DonationInput { amount: Int, project: String! }
    `;
    const paths = (await breakingChanges(before, after)).map((change) => change.path);
    expect(paths.sort()).toEqual(['DonationInput.project', 'Query.donation.locale', 'Query.trees', 'Status.DONE']);
  });

  it('lets additions and deprecations through', async () => {
    const after = `
      type Query { donation(id: ID!, locale: String, page: Int): Int, trees: Int @deprecated(reason: "forest"), forest: Int }
      enum Status { OPEN DONE CANCELED }
      input DonationInput { amount: Int, note: String }
    `;
    expect(await breakingChanges(before, after)).toEqual([]);
  });

  it('reads the allow file’s paths and ignores comments', () => {
    expect([...parseAllowList('# removed in issue 25\nQuery.trees  # gone\n\n  Status.DONE\n')]).toEqual([
      'Query.trees',
      'Status.DONE',
    ]);
  });
});
