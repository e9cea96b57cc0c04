import type { Server } from 'node:http';
import { assertLiveTwingleWidgets } from './builtApp.js';
import type { Clock } from '../core/ports.js';
import type { ServerConfig } from './config.js';
import { createNodeServer, mailQueueJobOf } from './createNodeServer.js';
import { createRateLimiter } from './rateLimiter.js';
import { serverLog, type ServerLog } from './http/serverLog.js';
import { openStore, StoreUnavailableError, type Store } from './store/openStore.js';

export interface RunningApi {
  server: Server;
  store: Store;
  /** Stops accepting requests, ends open connections and closes the store. */
  stop(): Promise<void>;
}

/** Opens the store, then listens: what `npm run dev:api`, `npm run dev` and the e2e server start. */
export async function startApi(
  config: ServerConfig,
  log: (line: string) => void = console.log,
  /** Code only (the e2e server moves it): the time the scheduled jobs see; production never passes one. */
  options: { jobClock?: Clock } = {},
): Promise<RunningApi> {
  if (config.production && config.staticDir) await assertLiveTwingleWidgets(config.staticDir);
  const store = await openStore(config.database, { production: config.production, log });
  const limiter = createRateLimiter(store.db, config.rateLimitScale);
  const server = createNodeServer(
    config,
    { repos: store.repos, limiter, readiness: store.readiness, jobClock: options.jobClock },
    log,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  return {
    server,
    store,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // The mail queue's round in progress ends before the store closes (what it did not send waits in the store).
      await mailQueueJobOf(server)?.stop();
      await store.close();
    },
  };
}

/**
 * For entry points: a store that cannot be opened ends the process with one line, not a stack trace — on stderr, a
 * JSON line when `log` is production's (main.ts).
 */
export function exitOnStartFailure(error: unknown, log: ServerLog = serverLog(false, console.error)): never {
  log.event(
    'error',
    error instanceof StoreUnavailableError
      ? `Datenbank nicht verfügbar / database unavailable: ${error.message}`
      : `Start fehlgeschlagen / start failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
