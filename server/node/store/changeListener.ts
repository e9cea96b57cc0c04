import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CHANGES_CHANNEL, type ReadCache } from './readCache.js';

/** How long the listening connection waits before it tries again after losing the database (doubling up to MAX). */
const LISTEN_RETRY_MS = 500;
const LISTEN_RETRY_MAX_MS = 10_000;
/** How often a probe travels the way another instance's change does; one not heard by the next turns the cache off. */
export const PROBE_EVERY_MS = 5_000;
/** Payloads of probes start with this; no table is named so. */
const PROBE_PREFIX = 'probe:';

export interface ChangeListenerOptions {
  url: string;
  cache: ReadCache;
  log: (line: string) => void;
  /** Sends a notification on the change channel the way a write's trigger does: through the pool. */
  notify: (payload: string) => Promise<unknown>;
  /** Tests only: listen on another channel, as a pooler in transaction mode would hear nothing. */
  listenChannel?: string;
}

/**
 * The read cache's ears on PostgreSQL: one connection of its own (outside the pool) that LISTENs on the change
 * channel and tells the cache each changed table.
 *
 * A LISTEN that succeeds proves nothing: behind PgBouncer in transaction mode it is accepted and hears nothing, and a
 * connection that silently died hears nothing either. So the cache serves from memory only while this connection
 * demonstrably hears: every PROBE_EVERY_MS a probe is notified through the pool (as every other instance's writes
 * are), and the cache is on once it is heard and off as soon as one is not heard by the next. When the connection is
 * lost (database restarted, connection cut) the cache is off and emptied, and the connection is made again with
 * backoff. `started` settles once the first probe was heard, or after one probe interval without it.
 */
export function listenForChanges({ url, cache, log, notify, listenChannel = CHANGES_CHANNEL }: ChangeListenerOptions) {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = LISTEN_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let probeCount = 0;
  /** The probe sent last and not heard yet. */
  let awaited: string | null = null;
  /** Whether the log says the cache is off (so that it says once when it is on again). */
  let announcedOff = false;
  let firstHeard: () => void = () => {};
  const heardOnce = new Promise<void>((resolve) => (firstHeard = resolve));

  const off = (why: string) => {
    const wasOn = cache.active;
    cache.setListening(false);
    if (stopped || (!wasOn && announcedOff)) return;
    log(`database: change notifications ${why}; cached reads are off until they are heard again`);
    announcedOff = true;
  };
  const probe = () => {
    if (!client || stopped) return;
    awaited = `${PROBE_PREFIX}${instance}:${++probeCount}`;
    // A failed send is a probe not heard: the next tick turns the cache off.
    notify(awaited).catch(() => {});
  };
  const heard = (payload: string) => {
    if (!payload.startsWith(PROBE_PREFIX)) return cache.changed(payload);
    if (payload !== awaited) return; // another instance's probe, or one of ours that came too late
    awaited = null;
    if (!cache.active && !stopped) {
      cache.setListening(true);
      if (announcedOff) log('database: change notifications are heard again; cached reads are on');
      announcedOff = false;
    }
    firstHeard();
  };
  const ticker = setInterval(() => {
    if (!client) return;
    if (awaited !== null) off(`not heard within ${PROBE_EVERY_MS / 1000} s`);
    probe();
  }, PROBE_EVERY_MS);
  ticker.unref();

  const lost = (lostClient: pg.Client, why: string) => {
    if (client !== lostClient) return;
    client = null;
    awaited = null;
    void lostClient.end().catch(() => {});
    off(`lost (${why})`);
    if (!stopped) schedule();
  };
  const schedule = () => {
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => heard(message.payload ?? ''));
    next.on('error', (error) => lost(next, reason(error)));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${listenChannel}`);
    } catch {
      next.removeAllListeners('end');
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (!stopped) schedule();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = LISTEN_RETRY_MS;
    probe();
  };

  let timeout: NodeJS.Timeout | undefined;
  const started = connect().then(() =>
    Promise.race([heardOnce, new Promise<void>((resolve) => (timeout = setTimeout(resolve, PROBE_EVERY_MS)))]).then(
      () => clearTimeout(timeout),
    ),
  );

  return {
    started,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(timeout);
      clearInterval(ticker);
      const last = client;
      client = null;
      cache.setListening(false);
      await last?.end().catch(() => {});
    },
  };
}

const reason = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return [e.code, e.message].filter(Boolean).join(' ') || String(error);
};
