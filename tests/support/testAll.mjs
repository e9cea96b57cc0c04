#!/usr/bin/env node
/**
 * `npm test`: every check of the repository, as fast as two cores allow.
 *
 * 1. `relay-compiler --validate` (Relay artifacts and persisted_queries.json match the graphql tags; ~2 s) — first,
 *    because a stale artifact makes both of the next steps fail confusingly.
 * 2. `tsc --noEmit` and `vitest run` (projects server, app, storybook) side by side. The type-check is TypeScript 7's
 *    native compiler (package alias `typescript7`): ~5 s of CPU for the whole tree where TypeScript 5.9 took ~57 s,
 *    which on two cores it took from vitest. TypeScript 5.9 stays the `typescript` package, for the tools that load
 *    its JavaScript API (Storybook's docgen, msw), which 7 no longer has. Its output is printed after vitest's, so
 *    the two never interleave.
 *
 * Exit code 1 when any step fails; the last lines say which and how long each step took. Arguments go to vitest
 * (e.g. `npm test -- --project server`); with arguments the type-check still runs.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// By path: node_modules/.bin/tsc is whichever of the two TypeScript packages npm linked last.
const tsc7 = join(root, 'node_modules', 'typescript7', 'bin', 'tsc');

function run(label, command, args, { buffer = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (buffer) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const stop = (signal) => child.kill(signal);
    process.once('SIGINT', stop).once('SIGTERM', stop);
    child.once('close', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve({ label, ok: code === 0, code: code ?? signal, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const summary = (r) => `${r.ok ? 'ok    ' : 'FAILED'} ${r.label} (${r.seconds.toFixed(1)} s)`;

const relay = await run('relay-compiler --validate', bin('relay-compiler'), ['--validate']);
if (!relay.ok) {
  console.error(`\n${summary(relay)}`);
  process.exit(1);
}

const typecheck = run('tsc --noEmit (TypeScript 7)', process.execPath, [tsc7, '--noEmit'], { buffer: true });
const vitest = run('vitest run', bin('vitest'), ['run', ...process.argv.slice(2)]);
const results = await Promise.all([typecheck, vitest]);
const tsc = results[0];
if (tsc.output.trim()) console.log(`\n── tsc --noEmit ──\n${tsc.output.trimEnd()}`);
console.log(`\n${[relay, ...results].map(summary).join('\n')}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
