/**
 * Issue 34 §1: the SMTP relay is down — first refusing connections, then, after a server restart, answering 451 —
 * while a donor signs up for the newsletter and sends a contact message. Both requests succeed at once; both mails
 * wait in the store across the restart and arrive, once each, when the relay is back. On PGlite and on PostgreSQL,
 * through the real server (startApi). The mail queue's clock is moved to the next retry; nothing sleeps.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/freePort.js';
import { preparePgliteDir } from '../../../tests/support/pgliteTemplate.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtpSink.js';
import { readConfig } from '../config.js';
import { mailQueueJobOf } from '../createNodeServer.js';
import { startApi, type RunningApi } from '../startApi.js';

const START_TIMEOUT = 180_000;
const TEAM = 'team@klimahain.example';

function relayOutage(name: string, storeEnv: () => Record<string, string>) {
  it(
    `${name}: the donor sees success while the relay is down; both mails arrive once it is back, after a restart`,
    async () => {
      const relayPort = await freePort(); // nobody listens: connections are refused
      const config = {
        ...readConfig({
          ...storeEnv(),
          AUTH_MODE: 'mock',
          APP_URL: 'https://klimahain.example',
          TEAM_EMAIL: TEAM,
          MAIL_TRANSPORT: `smtp://klimahain:geheim@127.0.0.1:${relayPort}`,
        }),
        host: '127.0.0.1',
        port: 0,
      };
      let offsetMs = 0;
      const jobClock = () => new Date(Date.now() + offsetMs);
      let api: RunningApi | undefined;
      let sink: SmtpSink | undefined;
      try {
        api = await startApi(config, () => {}, { jobClock });
        const { port } = api.server.address() as { port: number };
        const gql = async (query: string, variables: Record<string, unknown>) =>
          (
            await fetch(`http://127.0.0.1:${port}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query, variables }),
            })
          ).json();

        const signUp = await gql(
          'mutation($d: NewsletterData!) { subscribeToNewsletter(newsletterData: $d) { status } }',
          { d: { newsletterEmail: 'regen@example.org', emailDoubleCheck: 'regen@example.org' } },
        );
        expect(signUp).toEqual({ data: { subscribeToNewsletter: { status: 'PENDING_CONFIRMATION' } } });
        const contact = await gql('mutation($c: InputContactData!) { sendContactEmail(contactData: $c) }', {
          c: {
            contactName: 'Rita Regen',
            contactEmail: 'rita@example.org',
            emailDoubleCheck: 'rita@example.org',
            message: 'Kommt meine Nachricht an, auch wenn es gerade hakt?',
          },
        });
        expect(contact).toEqual({ data: { sendContactEmail: true } });

        // Both mails are stored, and the first attempts found the relay refusing connections.
        await mailQueueJobOf(api.server)!.runNow();
        // By recipient: the two were stored within the same moment, in no promised order.
        const queue = async () => (await api!.store.repos.mailQueue.list()).sort((a, b) => a.to.localeCompare(b.to));
        const received = () => [...sink!.mails].sort((a, b) => a.to.localeCompare(b.to));
        expect((await queue()).map((m) => [m.to, m.sentAt])).toEqual([
          ['regen@example.org', null],
          [TEAM, null],
        ]);
        // A worker run started by the commits themselves may still hold a mail when runNow returns: wait for the state.
        await expect
          .poll(async () => (await queue()).every((m) => m.attempts >= 1 && /ECONNREFUSED/.test(m.lastError ?? '')), {
            timeout: 60_000,
          })
          .toBe(true);

        // The server restarts; the relay is back but answers 451 for now.
        await api.stop();
        api = undefined;
        sink = await startSmtpSink({ port: relayPort });
        sink.refuse = true;
        offsetMs += 60_000;
        api = await startApi(config, () => {}, { jobClock });
        await mailQueueJobOf(api.server)!.runNow();
        await expect
          .poll(
            async () =>
              (await queue()).every((m) => m.sentAt === null && /451|Try again later/.test(m.lastError ?? '')),
            {
              timeout: 60_000,
            },
          )
          .toBe(true);
        expect(sink.mails).toEqual([]);

        // The relay takes mail again: at the next retry both arrive, once each.
        sink.refuse = false;
        offsetMs += 10 * 60_000;
        await mailQueueJobOf(api.server)!.runNow();
        await expect.poll(() => received().length, { timeout: 60_000 }).toBe(2);
        expect(received().map((m) => [m.envelopeTo, m.replyTo])).toEqual([
          [['regen@example.org'], undefined],
          [[TEAM], 'rita@example.org'],
        ]);
        expect(received()[0].subject).toBe('Bitte bestätige deine Anmeldung zum Klimahain-Newsletter');
        expect(received()[1].text).toContain('Kommt meine Nachricht an, auch wenn es gerade hakt?');
        offsetMs += 60 * 60_000;
        await mailQueueJobOf(api.server)!.runNow();
        expect(sink.mails).toHaveLength(2);
        expect((await queue()).every((m) => m.sentAt !== null)).toBe(true);
      } finally {
        await api?.stop();
        await sink?.close();
      }
    },
    START_TIMEOUT,
  );
}

describe('mail while the relay is down (issue 34 §1)', () => {
  let dir = '';
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'klimahain-mail-outage-'));
    [cluster] = await Promise.all([startPostgres(), preparePgliteDir(join(dir, 'pglite'))]);
  }, START_TIMEOUT);
  afterAll(async () => {
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  relayOutage('PGlite', () => ({ DATA_DIR: join(dir, 'pglite') }));
  relayOutage('PostgreSQL', () => ({ DATABASE_URL: cluster!.url }));
});
