/**
 * The durable mail outbox (issue 34 §1) on every store: memory, PGlite and PostgreSQL. Claims are exclusive (two
 * workers, or two instances on one PostgreSQL, send each mail once), a claim's lease keeps a second worker off a mail
 * that is being sent, retries back off, a mail still failing after a day is dead and the team is told once, and
 * attachments come out byte for byte. Time is the workers' clock, moved by the test; nothing waits on the wall clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../../tests/support/pgliteTemplate.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { MailQueueWorker, QueueingMailer, retryDelayMs } from '../../core/domain/mail/mailQueue.js';
import type { Mail, Mailer } from '../../core/ports.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import type { Repositories } from '../../core/repositories/types.js';
import { openStore, type Store } from '../store/openStore.js';

const OPEN_TIMEOUT = 180_000;
const SITE = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };
const T0 = new Date('2026-11-27T09:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A relay: records what it accepted; refuses connections for the addresses in `down` (or all, with `allDown`). */
class TestRelay implements Mailer {
  readonly accepted: Mail[] = [];
  readonly down = new Set<string>();
  allDown = false;
  /** When set, a send waits for it (a slow relay). */
  hold: Promise<void> | null = null;
  /** A permanent refusal (550) for these addresses. */
  readonly unknown = new Set<string>();

  async send(mail: Mail): Promise<void> {
    // Another turn of the event loop, so two workers' sends interleave.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.hold) await this.hold;
    if (this.unknown.has(mail.to)) {
      throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
    }
    if (this.allDown || this.down.has(mail.to)) {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    }
    this.accepted.push(mail);
  }
}

interface Fixture {
  repos: Repositories;
  now: Date;
  worker(name: string, relay: Mailer): MailQueueWorker;
  mailer: QueueingMailer;
}

function fixture(repos: Repositories): Fixture {
  let n = 0;
  const f: Fixture = {
    repos,
    now: T0,
    worker: (name, relay) =>
      new MailQueueWorker(
        repos,
        relay,
        SITE,
        () => f.now,
        name,
        () => `notice-${name}-${++n}`,
      ),
    mailer: new QueueingMailer(
      repos.mailQueue,
      () => f.now,
      () => `mail-${String(++n).padStart(4, '0')}`,
    ),
  };
  return f;
}

const letter = (to: string, subject = 'Hallo'): Mail => ({ to, subject, text: `Text für ${to}` });

function mailQueueContract(name: string, open: () => Promise<Repositories>, openSecond?: () => Promise<Repositories>) {
  describe(`mail queue: ${name}`, () => {
    let f: Fixture;
    beforeAll(async () => {
      f = fixture(await open());
    }, OPEN_TIMEOUT);

    const clear = async () => {
      // Everything earlier cases left: sent or dead long ago.
      await f.repos.mailQueue.purge(new Date(8_000_000_000_000), new Date(8_000_000_000_000));
      const left = await f.repos.mailQueue.list();
      // Unsent leftovers are given to a relay that takes all, far in the future, then purged.
      if (left.length > 0) {
        f.now = new Date(f.now.getTime() + 1000 * HOUR);
        await f.worker('cleanup', new TestRelay()).tick();
        await f.repos.mailQueue.purge(new Date(8_000_000_000_000), new Date(8_000_000_000_000));
      }
      f.now = T0;
    };

    it('stores a mail with its attachment byte for byte and sends it once', async () => {
      await clear();
      const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x80]);
      await f.mailer.send({
        to: 'a@example.org',
        replyTo: 'b@example.org',
        subject: 'Deine Sammelbestätigung 2025',
        text: 'Anbei.',
        attachments: [{ filename: 'Sammelbestaetigung-2025.pdf', contentType: 'application/pdf', content: pdf }],
      });
      const relay = new TestRelay();
      const worker = f.worker('w1', relay);
      expect((await worker.tick()).sent).toHaveLength(1);
      expect(relay.accepted).toHaveLength(1);
      expect(relay.accepted[0]).toMatchObject({ to: 'a@example.org', replyTo: 'b@example.org', text: 'Anbei.' });
      expect(Array.from(relay.accepted[0].attachments![0].content)).toEqual(Array.from(pdf));
      expect((await worker.tick()).sent).toEqual([]);
      expect(relay.accepted).toHaveLength(1);
    });

    it('deletes sent mails after a week (their text is personal data)', async () => {
      await clear();
      await f.mailer.send(letter('kurz@example.org'));
      await f.worker('w1', new TestRelay()).tick();
      expect(await f.repos.mailQueue.list()).toHaveLength(1);
      f.now = new Date(T0.getTime() + 8 * 24 * HOUR);
      await f.worker('w2', new TestRelay()).tick();
      expect(await f.repos.mailQueue.list()).toEqual([]);
    });

    it('retries with growing waits while the relay is down, and sends once it is back', async () => {
      await clear();
      await f.mailer.send(letter('spaeter@example.org'));
      const relay = new TestRelay();
      relay.allDown = true;
      const worker = f.worker('w1', relay);
      expect((await worker.tick()).retried).toHaveLength(1);
      // Not due again before its wait is over.
      f.now = new Date(T0.getTime() + retryDelayMs(1, { firstRetryMs: 30_000, maxRetryMs: HOUR }) - 1000);
      expect(await worker.tick()).toMatchObject({ sent: [], retried: [] });
      f.now = new Date(T0.getTime() + MINUTE);
      expect((await worker.tick()).retried).toHaveLength(1);
      const [stored] = await f.repos.mailQueue.list();
      expect(stored).toMatchObject({ attempts: 2, sentAt: null, deadAt: null });
      expect(stored.lastError).toContain('ECONNREFUSED');
      // The second wait is twice the first.
      expect(stored.nextAttemptAt.getTime() - f.now.getTime()).toBe(60_000);
      relay.allDown = false;
      f.now = new Date(f.now.getTime() + 2 * MINUTE);
      expect((await worker.tick()).sent).toHaveLength(1);
      expect(relay.accepted.map((m) => m.to)).toEqual(['spaeter@example.org']);
    });

    it('gives a mail up after a day, tells the team once, and gives a 550 up at once', async () => {
      await clear();
      await f.mailer.send(letter('weg@example.org', 'Deine Bäume: Gepflanzt'));
      await f.mailer.send(letter('unbekannt@example.org', 'Bitte bestätige deine Anmeldung'));
      const relay = new TestRelay();
      relay.down.add('weg@example.org');
      relay.unknown.add('unbekannt@example.org');
      const worker = f.worker('w1', relay);
      const first = await worker.tick();
      expect(first.retried).toHaveLength(1);
      expect(first.dead).toHaveLength(1);
      // The 550 is dead at once; the team hears of it in this round's notice, which the next round sends.
      expect(first.noticed).toHaveLength(1);
      f.now = new Date(T0.getTime() + MINUTE);
      await worker.tick();
      expect(relay.accepted.map((m) => m.to)).toEqual(['team@klimahain.example']);
      expect(relay.accepted[0].text).toContain('unbekannt@example.org');
      expect(relay.accepted[0].text).toContain('550 5.1.1 mailbox unavailable');
      // A day later the other one is still failing: dead, and one more notice names it.
      for (let hours = 1; hours <= 25; hours++) {
        f.now = new Date(T0.getTime() + hours * HOUR);
        await worker.tick();
      }
      const mails = await f.repos.mailQueue.list();
      expect(mails.find((m) => m.to === 'weg@example.org')).toMatchObject({ deadAt: expect.any(Date), sentAt: null });
      const notices = relay.accepted.filter((m) => m.to === SITE.teamEmail);
      expect(notices).toHaveLength(2);
      expect(notices[1].subject).toBe('Klimahain: Eine E-Mail nicht zugestellt');
      expect(notices[1].text).toContain('Deine Bäume: Gepflanzt');
      expect(notices[1].text).toContain('ECONNREFUSED');
      // Told once: further rounds add nothing.
      f.now = new Date(T0.getTime() + 30 * HOUR);
      await worker.tick();
      await worker.tick();
      expect(relay.accepted.filter((m) => m.to === SITE.teamEmail)).toHaveLength(2);
    });

    it('never tells the team about its own dead notices (no loop when the team address fails too)', async () => {
      await clear();
      await f.mailer.send(letter('weg@example.org'));
      const relay = new TestRelay();
      relay.allDown = true;
      const worker = f.worker('w1', relay);
      for (let hours = 0; hours <= 60; hours += 2) {
        f.now = new Date(T0.getTime() + hours * HOUR);
        await worker.tick();
      }
      const mails = await f.repos.mailQueue.list();
      expect(mails.map((m) => [m.to, m.teamNotice, m.deadAt !== null])).toEqual([
        ['weg@example.org', false, true],
        ['team@klimahain.example', true, true],
      ]);
    });

    it('two workers sending the same queue send each mail exactly once', async () => {
      await clear();
      const count = 30;
      for (let i = 0; i < count; i++) await f.mailer.send(letter(`spender${i}@example.org`));
      const otherRepos = openSecond ? await openSecond() : f.repos;
      // Instance a claims a mail and is slow to send it; instance b sends the rest meanwhile; then a finishes.
      let release = () => {};
      const slowRelay = new TestRelay();
      slowRelay.hold = new Promise((resolve) => (release = resolve));
      const fastRelay = new TestRelay();
      const worker = (repos: Repositories, name: string, relay: Mailer) =>
        new MailQueueWorker(
          repos,
          relay,
          SITE,
          () => f.now,
          name,
          () => crypto.randomUUID(),
        );
      const a = worker(f.repos, 'instanz-a', slowRelay);
      const b = worker(otherRepos, 'instanz-b', fastRelay);
      const slow = a.tick();
      while ((await f.repos.mailQueue.list()).every((m) => m.attempts === 0)) await new Promise((r) => setImmediate(r));
      const [fromB, againB] = await Promise.all([b.tick(), b.tick()]);
      release();
      const fromA = await slow;
      // One mail, one lease, taken right before its send: a holds one while it waits for the relay.
      expect(fromA.sent).toHaveLength(1);
      expect(fromB.sent.length + againB.sent.length).toBe(count - 1);
      const sent = [...fromA.sent, ...fromB.sent, ...againB.sent];
      expect(new Set(sent).size).toBe(count);
      const accepted = [...slowRelay.accepted, ...fastRelay.accepted].map((m) => m.to);
      expect(accepted).toHaveLength(count);
      expect(new Set(accepted).size).toBe(count);
      expect((await f.repos.mailQueue.list()).every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);
    });

    it('keeps a second worker off a mail while the first one is sending it; after the lease the mail is retried', async () => {
      await clear();
      await f.mailer.send(letter('langsam@example.org'));
      let release = () => {};
      const slow = new TestRelay();
      slow.hold = new Promise((resolve) => (release = resolve));
      const fast = new TestRelay();
      const a = f.worker('instanz-a', slow);
      const b = f.worker('instanz-b', fast);
      const sending = a.tick();
      // Wait until a has claimed it (the queue says so), then let b try.
      while ((await f.repos.mailQueue.list())[0].attempts === 0) await new Promise((r) => setImmediate(r));
      expect((await b.tick()).sent).toEqual([]);
      release();
      expect((await sending).sent).toHaveLength(1);
      expect(slow.accepted).toHaveLength(1);
      expect(fast.accepted).toEqual([]);
    });
  });
}

mailQueueContract('memory', async () => createMemoryRepositories());

let pglite: Store | undefined;
mailQueueContract('PGlite', async () => {
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
    for (const store of stores) await store.close();
    await cluster?.stop();
  });
  const open = async () => {
    const store = await openStore({ kind: 'postgres', url: cluster!.url });
    stores.push(store);
    return store.repos;
  };
  // Two stores are two connection pools: two server instances on one database.
  mailQueueContract('PostgreSQL, two instances', open, open);
});
