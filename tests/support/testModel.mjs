#!/usr/bin/env node
/**
 * `npm run test:model -- --runs 20000`: the Abo's model-based test (server/core/resolvers/aboModel.test.ts) with as
 * many random sequences as asked for (MODEL_RUNS; `npm test` runs its bounded default). Prints vitest's result and
 * how long the runs took; on a failure, fast-check's shrunk sequence and its seed.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Number(process.argv[at + 1]) : 2000;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of sequences, e.g. --runs 20000');
  process.exit(2);
}
const started = performance.now();
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'server', 'server/core/resolvers/aboModel.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, MODEL_RUNS: String(runs) } },
);
console.log(
  `${runs} sequences: ${result.status === 0 ? 'green' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(result.status ?? 1);
