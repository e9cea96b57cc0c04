import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './freePort.js';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything it printed so far. */
  output(): string;
}

/**
 * `node --import tsx server/node/main.ts` (what `npm start` runs) on a free loopback port with `env` on top of this
 * process's, resolved once it says it listens; rejected with its output if it exits first.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Klimahain API on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it listened:\n${output}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output };
}
