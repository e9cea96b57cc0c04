import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The Node server serving a production build (STATIC_DIR) on a loopback port, for the bench scripts. It runs on the
 * memory store with the demo data (project pages have their content) and mock sign-in, so nothing leaves the machine.
 * Stop it with `stop()` (by PID).
 */
export interface BenchServer {
  origin: string;
  stop(): void;
}

export async function startBenchServer({
  port,
  staticDir = 'dist',
}: {
  port: number;
  staticDir?: string;
}): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
    env: {
      ...process.env,
      STATIC_DIR: staticDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_MODE: 'mock',
      DATABASE_URL: 'memory',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(child.pid);
  };
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = () => {
        if (output.includes('Klimahain API on')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened:\n${output}`)));
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
