import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createLocalMessageReader, type LocalMessage } from './localMessages.js';

export const LOCAL_COGNITO_PORT = 9229;

export interface LocalCognitoOptions {
  /** Default 9229 (npm run dev); e2e uses its own so both can run at once. */
  port?: number;
  /** cognito-local keeps config and data in `<workDir>/.cognito` (it has no option for that); default: cwd. */
  workDir?: string;
  /** Fixes every confirmation code (CODE env of cognito-local), e.g. '123456' in e2e. Random codes when unset. */
  code?: string;
  /** Each mail cognito-local would have sent. */
  onMessage?: (message: LocalMessage) => void;
  /** cognito-local's own output lines (default: dropped; its mail boxes come through onMessage). */
  onOutput?: (line: string) => void;
}

export interface LocalCognito {
  endpoint: string;
  pid: number;
  /** Stops the child by its PID; resolves once it has exited. */
  stop(): Promise<void>;
}

const START_SCRIPT = join(
  dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
  'lib/bin/start.js',
);
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exitWithParent.cjs', import.meta.url));

/**
 * Starts cognito-local as a child process and resolves once it answers /health. The child is stopped by its PID
 * when stop() is called or when this process exits, so no cognito-local outlives `npm run dev` or the e2e server.
 */
export async function startLocalCognito(options: LocalCognitoOptions = {}): Promise<LocalCognito> {
  const port = options.port ?? LOCAL_COGNITO_PORT;
  const workDir = resolve(options.workDir ?? '.');
  const endpoint = `http://127.0.0.1:${port}`;
  // Another cognito-local on the port would answer /health for ours and hand out its own pool's tokens.
  if (await answers(endpoint)) throw new Error(`Port ${port} is taken (is another cognito-local running?)`);
  await mkdir(join(workDir, '.cognito'), { recursive: true });
  // Rewritten on every start so port and issuer always match: tokens carry iss = <IssuerDomain>/<poolId>.
  await writeFile(
    join(workDir, '.cognito', 'config.json'),
    `${JSON.stringify({ ServerConfig: { hostname: '127.0.0.1', port }, TokenConfig: { IssuerDomain: endpoint } }, null, 2)}\n`,
  );

  // Our own PORT/HOST (the API's) must not leak in: cognito-local reads them as its defaults.
  const { PORT: _port, HOST: _host, CODE: _code, ...env } = process.env;
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, START_SCRIPT], {
    cwd: workDir,
    env: { ...env, ...(options.code ? { CODE: options.code } : {}), NODE_NO_WARNINGS: '1' },
    // stdin stays open as a lifeline: exitWithParent.cjs ends the child when it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const readMessage = createLocalMessageReader((m) => options.onMessage?.(m));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (output.length < 200) output.push(line);
      readMessage(line);
      options.onOutput?.(line);
    });
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    await Promise.race([
      waitForHealth(endpoint),
      exited.then(() => {
        throw new Error(`cognito-local exited on start (port ${port} taken?):\n${output.join('\n')}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, pid: child.pid!, stop };
}

async function answers(endpoint: string) {
  try {
    return (await fetch(`${endpoint}/health`)).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(endpoint: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await answers(endpoint)) return;
    if (Date.now() > deadline) throw new Error(`cognito-local did not answer at ${endpoint} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
