#!/usr/bin/env node
/**
 * `npm test`: every check of the repository, as fast as two cores allow.
 *
 * 0. `ensureSystemTools.ts`: the browsers (Chromium, Firefox ESR, WebKitGTK), Xvfb and a PostgreSQL server are
 *    there, or Debian's packages are installed (as root with apt-get), or it stops with the one command that installs
 *    them.
 * 1. `relay-compiler --validate` (Relay artifacts and persisted_queries.json match the graphql tags; ~2 s) — first,
 *    because a stale artifact makes both of the next steps fail confusingly.
 * 2. `tsc --noEmit` and `vitest run` (projects server, app, storybook) side by side. The type-check is TypeScript 7's
 *    native compiler (package alias `typescript7`): ~5 s of CPU for the whole tree where TypeScript 5.9 took ~57 s,
 *    which on two cores it took from vitest. TypeScript 5.9 stays the `typescript` package, for the tools that load
 *    its JavaScript API (Storybook's docgen, msw), which 7 no longer has. Its output is printed after vitest's, so
 *    the two never interleave.
 *
 * 3. `eslint`, `prettier --check` and `stylelint` (`npm run lint`) beside them: one finding fails the run. stylelint
 *    holds the CSS to the design tokens (stylelint.tokens.mjs: no raw colour, font size or spacing outside
 *    src/styles/tokens.css).
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
const cache = (tool) => join(root, 'node_modules', '.cache', tool);

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

// The browsers, Xvfb and a PostgreSQL server come from the operating system: found, installed (as root) or named.
const tools = await run('system tools (browsers, PostgreSQL, Xvfb)', process.execPath, [
  '--import',
  'tsx',
  join(root, 'tests', 'support', 'ensureSystemTools.ts'),
]);
if (!tools.ok) process.exit(1);

const relay = await run('relay-compiler --validate', bin('relay-compiler'), ['--validate']);
if (!relay.ok) {
  console.error(`\n${summary(relay)}`);
  process.exit(1);
}

const typecheck = run('tsc --noEmit (TypeScript 7)', process.execPath, [tsc7, '--noEmit'], { buffer: true });
// ESLint, then Prettier's check, then stylelint, one after the other: each is a few seconds of one core beside vitest.
const lint = (async () => {
  const eslint = await run('eslint', bin('eslint'), ['--cache', '--cache-location', cache('eslint'), '.'], {
    buffer: true,
  });
  const prettier = await run('prettier --check', bin('prettier'), ['--check', '--log-level', 'warn', '.'], {
    buffer: true,
  });
  // No cache: its key leaves out the rule's own code (stylelint.tokens.mjs); the whole run takes about 2 s.
  const stylelint = await run('stylelint', bin('stylelint'), ['**/*.css'], { buffer: true });
  return {
    label: 'eslint + prettier --check + stylelint (npm run lint:fix repairs most)',
    ok: eslint.ok && prettier.ok && stylelint.ok,
    output: eslint.output + prettier.output + stylelint.output,
    seconds: eslint.seconds + prettier.seconds + stylelint.seconds,
  };
})();
const vitest = run('vitest run', bin('vitest'), ['run', ...process.argv.slice(2)]);
const results = await Promise.all([typecheck, lint, vitest]);
for (const [title, result] of [
  ['tsc --noEmit', results[0]],
  ['eslint + prettier + stylelint', results[1]],
]) {
  if (result.output.trim()) console.log(`\n── ${title} ──\n${result.output.trimEnd()}`);
}
console.log(`\n${[tools, relay, ...results].map(summary).join('\n')}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
