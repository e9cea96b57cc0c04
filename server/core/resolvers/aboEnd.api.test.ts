import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { AboEndMails } from '../domain/donations/aboEndMail.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

const NOW = '2026-11-25T12:00:00.000Z';
const ABO = 'donation-jonas-abo';

const END = `
  mutation EndAbo($donationId: ID!) { pauseDonation(donationId: $donationId) { donationId active canceledAt endRequestedAt } }
`;
const ABOS = `query Abos { getDonations(active: true, rhythm: [monthly]) { donationId active endRequestedAt } }`;

function setup() {
  const server = createMockServer({ clock: () => new Date(NOW), newId: sequentialIds() });
  // A provider that ends and changes at once (an API Twingle confirmed for an account); the team's path, production's
  // default, is tested in teamTasks.api.test.ts.
  server.payments.answer = 'ENDED';
  const gql = testClient(server);
  const end = () => gql(END, { donationId: ABO }, 'withSubscription');
  const site = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };
  const push = createTwinglePushService(server.repos, {
    clock: () => new Date(NOW),
    newId: sequentialIds('push'),
    payments: server.payments,
    acceptTestDonations: true,
    endMails: new AboEndMails(server.repos.users, server.repos.orders, server.mailer, site),
  });
  return { server, gql, end, push };
}

describe('ending an Abo stops the money at the payment provider first', () => {
  it('ends it at the provider, then here, and mails the donor the date of the last debit', async () => {
    const { server, gql, end } = setup();
    const res = await end();
    expect(res.errors).toBeUndefined();
    expect(res.data!.pauseDonation).toEqual({ donationId: ABO, active: false, canceledAt: NOW, endRequestedAt: null });
    expect(server.payments.requests).toEqual([{ donationId: ABO, idempotencyKey: `klimahain-end-${ABO}` }]);
    expect((await gql(ABOS, {}, 'withSubscription')).data!.getDonations).toEqual([]);
    expect(server.mailer.sent).toHaveLength(1);
    const [mail] = server.mailer.sent;
    expect(mail).toMatchObject({ to: 'jonas.berger@example.org', subject: 'Dein Abo ist beendet' });
    expect(mail.text).toContain(
      'dein Abo über 35,00\u00a0€ im Monat für Borneo (Indonesien) ist beendet. Deine letzte Abbuchung war am 2. November 2026. Ab jetzt buchen wir nichts mehr ab.',
    );
  });

  it('leaves the Abo running when the provider cannot be reached: a German error, nothing changed, no mail; a retry ends it once', async () => {
    const { server, gql, end } = setup();
    const before = await server.repos.donations.findById(ABO);
    server.payments.answer = 'unavailable';
    const failed = await end();
    expect(codes(failed)).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(failed.errors![0].message).toMatch(
      /^Wir konnten dein Abo gerade nicht beenden: .* Dein Abo läuft unverändert weiter\./,
    );
    expect(await server.repos.donations.findById(ABO)).toEqual(before);
    expect((await gql(ABOS, {}, 'withSubscription')).data!.getDonations).toEqual([
      { donationId: ABO, active: true, endRequestedAt: null },
    ]);
    expect(server.mailer.sent).toEqual([]);

    server.payments.answer = 'ENDED';
    expect((await end()).data!.pauseDonation).toMatchObject({ active: false, canceledAt: NOW });
    expect(server.payments.requests.map((r) => r.idempotencyKey)).toEqual([`klimahain-end-${ABO}`]);
    expect(server.mailer.sent).toHaveLength(1);
  });

  it('shows an end the provider has still to confirm as requested, not as ended; Twingle’s push then ends it and the donor hears once', async () => {
    const { server, gql, end, push } = setup();
    server.payments.answer = 'END_REQUESTED';
    expect((await end()).data!.pauseDonation).toEqual({
      donationId: ABO,
      active: true,
      canceledAt: null,
      endRequestedAt: NOW,
    });
    expect((await gql(ABOS, {}, 'withSubscription')).data!.getDonations).toEqual([
      { donationId: ABO, active: true, endRequestedAt: NOW },
    ]);
    expect(server.mailer.sent.map((m) => m.subject)).toEqual(['Dein Abo wird beendet']);
    expect(server.mailer.sent[0].text).toContain('Twingle hat die Beendigung angenommen und bestätigt sie noch.');

    // Asking again changes nothing and asks the provider nothing.
    expect((await end()).data!.pauseDonation).toMatchObject({ active: true, endRequestedAt: NOW });
    expect(server.payments.requests).toHaveLength(1);
    expect(server.mailer.sent).toHaveLength(1);

    const endedAt = new Date('2026-11-25T12:30:00.000Z');
    const trxId = (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!;
    expect(await push.endRecurring({ projectId: 'klimahain', trxId, endedAt })).toMatchObject({
      status: 'ended',
      donationId: ABO,
    });
    expect(await push.endRecurring({ projectId: 'klimahain', trxId, endedAt })).toMatchObject({
      status: 'unchanged',
      donationId: ABO,
    });
    expect(await server.repos.donations.findById(ABO)).toMatchObject({ canceledAt: endedAt, endRequestedAt: null });
    expect(server.mailer.sent.map((m) => m.subject)).toEqual(['Dein Abo wird beendet', 'Dein Abo ist beendet']);
  });

  it('ends the Abo on Twingle’s cancel push too, idempotently, and says nothing to a donor who did not ask', async () => {
    const { server, push } = setup();
    const trxId = (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!;
    const cancelledAt = new Date('2026-11-25T11:00:00.000Z');
    expect(await push.cancel({ projectId: 'klimahain', trxId, cancelledAt, reason: null })).toMatchObject({
      status: 'cancelled',
    });
    expect(await push.cancel({ projectId: 'klimahain', trxId, cancelledAt, reason: null })).toMatchObject({
      status: 'unchanged',
    });
    expect(await server.repos.donations.findById(ABO)).toMatchObject({ canceledAt: cancelledAt, endRequestedAt: null });
    expect(server.mailer.sent).toEqual([]);
    expect(server.payments.requests).toEqual([]);
  });
});
