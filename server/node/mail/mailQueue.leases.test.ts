/**
 * Issue 38: the outbox's leases by the rules of graphile-worker and pg-boss, on memory, PGlite and PostgreSQL (two
 * instances on one database). One mail, one lease, taken right before its send: two workers behind a slow relay send
 * each mail once. A mail whose send stops its worker (the worker never records an outcome) counts an attempt at every
 * claim and is dead after the most attempts; the team is told once. Leases run on the store's clock (SQL: the
 * database's now()), so a worker whose host clock is an hour ahead does not take a mail another is still sending.
 * These cases wait on the wall clock for leases of a second or less: the database's time cannot be moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../../tests/support/pgliteTemplate.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { MailQueueWorker, QueueingMailer, type MailQueueOptions } from '../../core/domain/mail/mailQueue.js';
import type { Clock, Mail, Mailer } from '../../core/ports.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import type { Repositories } from '../../core/repositories/types.js';
import { openStore, type Store } from '../store/openStore.js';

const OPEN_TIMEOUT = 180_000;
const SITE = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };
const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const realClock: Clock = () => new Date();

/** A relay that takes `sendMs` per mail; a send to a `poison` address never ends (the process died mid-send). */
class SlowRelay implements Mailer {
  readonly accepted: Mail[] = [];
  readonly tried: string[] = [];
  hold: Promise<void> | null = null;

  constructor(
    private readonly sendMs = 0,
    private readonly poison = new Set<string>(),
  ) {}

  async send(mail: Mail): Promise<void> {
    this.tried.push(mail.to);
    if (this.poison.has(mail.to)) await new Promise<never>(() => {});
    await sleep(this.sendMs);
    if (this.hold) await this.hold;
    this.accepted.push(mail);
  }
}

function leaseScenarios(name: string, open: () => Promise<Repositories>, openSecond?: () => Promise<Repositories>) {
  describe(`mail queue leases: ${name}`, () => {
    let repos: Repositories;
    let other: Repositories;
    let n = 0;
    beforeAll(async () => {
      repos = await open();
      other = openSecond ? await openSecond() : repos;
    }, OPEN_TIMEOUT);

    const store = (to: string) =>
      new QueueingMailer(repos.mailQueue, realClock, () => `${name}-${String(++n).padStart(4, '0')}`).send({
        to,
        subject: `Hallo ${to}`,
        text: `Text für ${to}`,
      });
    const worker = (
      on: Repositories,
      id: string,
      relay: Mailer,
      clock = realClock,
      options: Partial<MailQueueOptions> = {},
    ) =>
      new MailQueueWorker(
        on,
        relay,
        SITE,
        clock,
        id,
        () => crypto.randomUUID(),
        () => {},
        options,
      );
    /** Sends and then purges whatever an earlier case left. */
    const clear = async () => {
      await worker(repos, 'aufräumen', new SlowRelay(), () => new Date(Date.now() + 1000 * HOUR), {
        maxAttempts: 1000,
      }).tick();
      await repos.mailQueue.purge(new Date(8e12), new Date(8e12));
      expect(await repos.mailQueue.list()).toEqual([]);
    };

    it('two workers behind a slow relay: each mail is sent once, though sending them all outlasts a lease', async () => {
      await clear();
      const count = 12;
      for (let i = 0; i < count; i++) await store(`spender${i}@example.org`);
      // Every send takes 250 ms; a lease runs 2 s: far longer than one send, far shorter than all of them.
      const options = { leaseMs: 2000 };
      const relayA = new SlowRelay(250);
      const relayB = new SlowRelay(250);
      const a = worker(repos, 'instanz-a', relayA, realClock, options);
      const b = worker(other, 'instanz-b', relayB, realClock, options);
      let aDone = false;
      const fromA = a.tick().finally(() => (aDone = true));
      const fromB: string[] = [];
      // b comes round every 50 ms while a works, as the server's job does when mails are stored.
      while (!aDone) {
        fromB.push(...(await b.tick()).sent);
        await sleep(50);
      }
      const sent = [...(await fromA).sent, ...fromB];
      const accepted = [...relayA.accepted, ...relayB.accepted].map((m) => m.to).sort();
      expect(accepted).toEqual(Array.from({ length: count }, (_, i) => `spender${i}@example.org`).sort());
      expect(sent).toHaveLength(count);
      expect((await repos.mailQueue.list()).every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);
    }, 60_000);

    it('a mail whose send stops the worker is dead after the most attempts, and the team is told once', async () => {
      await clear();
      await store('gift@example.org');
      const options = { leaseMs: 300, maxAttempts: 3 };
      const relay = new SlowRelay(0, new Set(['gift@example.org']));
      const attempts = async () => (await repos.mailQueue.list()).find((m) => m.to === 'gift@example.org')!.attempts;
      // Three processes in turn claim it and die sending it (their rounds never end, nothing is recorded).
      for (let attempt = 1; attempt <= 3; attempt++) {
        void worker(attempt % 2 ? repos : other, `prozess-${attempt}`, relay, realClock, options).tick();
        await expect.poll(attempts, { timeout: 10_000 }).toBe(attempt);
        await sleep(options.leaseMs + 200);
      }
      // The next process finds its lease run out after the last attempt: dead, not sent to the relay again.
      const next = worker(repos, 'prozess-4', relay, realClock, options);
      const round = await Promise.race([
        next.tick(),
        sleep(5000).then(() => 'claimed again: its round hangs' as const),
      ]);
      expect(round).toMatchObject({ dead: [expect.any(String)], noticed: [expect.any(String)] });
      expect(relay.tried).toEqual(['gift@example.org', 'gift@example.org', 'gift@example.org']);
      const [dead] = await repos.mailQueue.list();
      expect(dead).toMatchObject({ to: 'gift@example.org', attempts: 3, sentAt: null, deadAt: expect.any(Date) });
      expect(dead.lastError).toMatch(/ohne Ergebnis/);
      // The notice goes out in the next round, once.
      await next.tick();
      await next.tick();
      expect(relay.accepted.map((m) => m.to)).toEqual([SITE.teamEmail]);
      expect(relay.accepted[0].text).toContain('Hallo gift@example.org');
      expect(relay.accepted[0].text).toContain('Versuche: 3');
    }, 60_000);

    it('leases run on the store’s clock: a worker whose host clock is an hour ahead keeps off a mail being sent', async () => {
      await clear();
      await store('langsam@example.org');
      let release = () => {};
      const slow = new SlowRelay();
      slow.hold = new Promise((resolve) => (release = resolve));
      const fast = new SlowRelay();
      const a = worker(repos, 'instanz-a', slow, realClock, { leaseMs: 60_000 });
      const ahead = worker(other, 'instanz-b', fast, () => new Date(Date.now() + HOUR), { leaseMs: 60_000 });
      const sending = a.tick();
      await expect.poll(async () => (await repos.mailQueue.list())[0].attempts, { timeout: 10_000 }).toBe(1);
      // b's clock says the lease ran out an hour ago (as the old leases, taken on a's clock, would have).
      expect((await ahead.tick()).sent).toEqual([]);
      release();
      expect((await sending).sent).toHaveLength(1);
      expect(slow.accepted.map((m) => m.to)).toEqual(['langsam@example.org']);
      expect(fast.accepted).toEqual([]);
    }, 60_000);
  });
}

leaseScenarios('memory', async () => createMemoryRepositories());

let pglite: Store | undefined;
leaseScenarios('PGlite', async () => {
  pglite = await openStore({ kind: 'pglite', dataDir: 'memory://' }, { pgliteTemplate: await pgliteTemplate() });
  return pglite.repos;
});
afterAll(() => pglite?.close());

describe('on PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  const stores: Store[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    for (const s of stores) await s.close();
    await cluster?.stop();
  });
  const open = async () => {
    const s = await openStore({ kind: 'postgres', url: cluster!.url });
    stores.push(s);
    return s.repos;
  };
  leaseScenarios('PostgreSQL, two instances', open, open);
});
