// The world the Abo's model test (aboModel.test.ts) drives: the mock server on the memory store, Twingle's pushes, the
// team's links and a clock that moves. One Abo: Jonas's monthly 35 € Abo of the fixture world.
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { testClient } from '../../../mocks/testClient.js';
import type { Mail } from '../ports.js';
import { AboEndMails } from '../domain/donations/aboEndMail.js';
import { formatTwingleDate, parseDonationPush } from '../domain/donations/twinglePush.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

export const ABO = 'donation-jonas-abo';
export const TEAM = 'team@klimahain.example';
export const DONOR = 'jonas.berger@example.org';
const SITE = { appUrl: 'http://127.0.0.1:5173', teamEmail: TEAM };
const LINK = /\/team\/aufgabe\/([^#\s]+)#(\S+)/;

export type AboWorld = Awaited<ReturnType<typeof aboWorld>>;

/** A fresh world on Friday 27 November 2026, 10:00 in Berlin (a weekend and a holiday season ahead). */
export async function aboWorld() {
  let now = new Date('2026-11-27T09:00:00.000Z');
  const clock = () => now;
  const server = createMockServer({ clock, newId: sequentialIds() });
  const gql = testClient(server);
  const push = createTwinglePushService(server.repos, {
    clock,
    newId: sequentialIds('push'),
    payments: server.payments,
    acceptTestDonations: true,
    teamTasks: server.teamTasks,
    endMails: new AboEndMails(server.repos.users, server.repos.orders, server.mailer, SITE, server.repos.teamTasks),
  });
  const aboTrx = (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!;
  /** Every instalment Twingle debited, by its trx_id: each must be recorded, whatever our state says. */
  const debits: string[] = [];
  let instalments = 0;

  return {
    server,
    gql,
    now: () => now,
    later: (ms: number) => (now = new Date(now.getTime() + ms)),
    mails: (): readonly Mail[] => server.mailer.sent,
    abo: async () => (await server.repos.donations.findById(ABO))!,
    debits: () => debits as readonly string[],
    /** Every task link the team was ever mailed (old ones included), oldest first. */
    teamLinks: () =>
      server.mailer.sent
        .filter((m) => m.to === TEAM)
        .map((m) => LINK.exec(m.text))
        .filter((match): match is RegExpExecArray => match !== null)
        .map(([, id, secret]) => ({ id: decodeURIComponent(id), secret })),
    endRecurring: () => push.endRecurring({ projectId: 'p', trxId: aboTrx, endedAt: now }),
    cancelFirstPayment: () =>
      push.cancel({ projectId: 'p', trxId: aboTrx, cancelledAt: now, reason: 'Rücklastschrift' }),
    instalment: async (euros: number) => {
      const trxId = `model-rate-${++instalments}`;
      debits.push(trxId);
      return push.record(
        parseDonationPush({
          project_id: 'p',
          trx_id: trxId,
          parent_trx_id: aboTrx,
          confirmed_at: formatTwingleDate(now),
          amount: String(euros * 100),
          currency: 'EUR',
          payment_method: 'debit_automatic',
          donation_rhythm: 'monthly',
        }),
      );
    },
  };
}
