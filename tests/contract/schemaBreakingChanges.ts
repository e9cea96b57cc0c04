import { execFileSync } from 'node:child_process';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * The breaking-change check of `schema.graphql`: what a client built against the base schema would break on
 * (a removed or renamed field, argument, type or enum value, an argument or input field made required …).
 * Each one must be listed in the allow file with its path (`Query.oldField`, `Query.field.argument`, `Enum.VALUE`).
 */
export interface BreakingChange {
  path: string;
  message: string;
}

export async function breakingChanges(baseSdl: string, currentSdl: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(baseSdl), buildSchema(currentSdl));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ path: change.path ?? change.type, message: change.message }));
}

/** The allow file's paths: one per line, `#` starts a comment (say why and when). */
export function parseAllowList(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );
}

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * What the schema is compared with: SCHEMA_BASE_REF when set (a CI with pull requests sets the target branch);
 * otherwise the last commit when schema.graphql has uncommitted changes (checked before they are committed);
 * otherwise the parent of the newest commit that changed schema.graphql — so CI on a fresh clone of main checks
 * the latest schema change, however many commits came after it. Null when the schema never changed since it was
 * added.
 */
export function baseRef(root: string): string | null {
  if (process.env.SCHEMA_BASE_REF) return process.env.SCHEMA_BASE_REF;
  if (git(['status', '--porcelain', '--', 'schema.graphql'], root).trim()) return 'HEAD';
  const last = git(['log', '-1', '--format=%H', '--', 'schema.graphql'], root).trim();
  const parents = git(['rev-list', '--parents', '-n', '1', last], root).trim().split(' ').slice(1);
  if (parents.length === 0) return null;
  try {
    git(['cat-file', '-e', `${parents[0]}:schema.graphql`], root);
    return parents[0];
  } catch {
    return null; // the commit that added schema.graphql
  }
}

export function schemaAt(ref: string, root: string): string {
  return git(['show', `${ref}:schema.graphql`], root);
}
