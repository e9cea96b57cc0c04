/**
 * `npm run bench:tests`: runs `npm test` (tests/support/testAll.mjs) BENCH_RUNS times in a row (default 3), each
 * beside BENCH_HOGS processes that keep one core each busy (default 1: half of a two-core machine), and prints every
 * run's result and time. It stops at the first failing run and exits 1; the hogs end with it, by their PIDs.
 * Proves the suite waits for states, not for time: a test that only passes on an idle machine fails here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOGS = Number(process.env.BENCH_HOGS ?? 1);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const hogs: ChildProcess[] = Array.from({ length: HOGS }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
);
const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
process.once('exit', stopHogs);
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

function testOnce(): Promise<{ ok: boolean; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'tests', 'support', 'testAll.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('close', (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 }));
  });
}

console.log(`== npm test ${RUNS}× beside ${HOGS} busy process(es) (PIDs ${hogs.map((h) => h.pid).join(', ')})`);
const results: string[] = [];
let failed = false;
for (let run = 1; run <= RUNS && !failed; run++) {
  const { ok, seconds } = await testOnce();
  results.push(`run ${run}: ${ok ? 'green' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  failed = !ok;
}
console.log(`\n== npm test beside ${HOGS} busy process(es)\n${results.join('\n')}`);
process.exit(failed ? 1 : 0);
