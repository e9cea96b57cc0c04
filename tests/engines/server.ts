import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { e2eAnalyticsUrl } from '../e2e/consent';

/**
 * The e2e server (tests/e2e/startServer.ts: cognito-local, the production build, the Node server) as a child with its
 * PORT; its output goes to `logFile`. Resolved once the start page answers; stop() sends SIGTERM to its PID (it stops
 * cognito-local and removes its temp folder) and waits for it to exit.
 */
export async function startAppServer(port: number, logFile: string) {
  const origin = `http://127.0.0.1:${port}`;
  // Like playwright.config.ts's reuseExistingServer: a server already on the port (outside CI) is used and left running.
  if (!process.env.CI && (await answers(origin))) {
    console.log(`== reusing the e2e server already on ${origin}`);
    return { origin, stop: async () => {} };
  }
  const log = openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/startServer.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 300_000;
  for (;;) {
    const answer = await Promise.race([
      answers(origin).then((up) => (up ? 'up' : 'down')),
      exited.then((code) => `exited with ${code}`),
    ]);
    if (answer === 'up') break;
    if (answer !== 'down') throw new Error(`the e2e server ${answer} before it answered; see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the e2e server did not answer within 300 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const answers = (origin: string) =>
  fetch(`${origin}/`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * The Matomo host the e2e build is configured with (tests/e2e/consent.ts), on loopback: its script only counts that it
 * ran (window.__trackerRuns), the tracking endpoint answers 204. The Playwright specs answer it with page.route,
 * which WebDriver has no counterpart for.
 */
export async function startTracker(appPort: number): Promise<Server> {
  const url = new URL(e2eAnalyticsUrl(appPort));
  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith(`${url.pathname}matomo.js`)) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end('window.__trackerRuns = (window.__trackerRuns || 0) + 1;');
    } else {
      res.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(Number(url.port), '127.0.0.1', resolve));
  return server;
}
