// Issue 38, „the record follows the money“: every debit Twingle pushes is recorded — after the Abo ended here too —
// and an instalment of another amount than the Abo's becomes the Abo's amount, with a mail to the donor and the team.
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { testClient } from '../../../mocks/testClient.js';
import { AboChangeMails } from '../domain/donations/aboChangeMail.js';
import { AboEndMails } from '../domain/donations/aboEndMail.js';
import { parseDonationPush } from '../domain/donations/twinglePush.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

const ABO = 'donation-jonas-abo';
const TEAM = 'team@klimahain.example';
const DONOR = 'jonas.berger@example.org';
const SITE = { appUrl: 'http://127.0.0.1:5173', teamEmail: TEAM };

const END = `mutation End($donationId: ID!) { pauseDonation(donationId: $donationId) { canceledAt endRequestedAt } }`;
const CHANGE = `mutation Change($donationId: ID!, $amount: Float!) {
  changeAboAmount(donationId: $donationId, donationType: custom_abo, amount: $amount) { amount pendingAmountChange { amount } }
}`;
const DONE = `mutation Done($id: ID!, $secret: String!) { completeTeamTask(id: $id, secret: $secret) { state } }`;
const ABOS = `query Abos { getDonations(rhythm: [monthly]) {
  donationId active amount donationType treeUnitsRequested canceledAt pendingAmountChange { amount }
  orders { id amount donatedAt debitedAfterEndRequest }
} }`;

function setup() {
  // Friday 27 November 2026, 10:00 in Berlin.
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
    changeMails: new AboChangeMails(server.repos.users, server.mailer, SITE, server.repos.teamTasks),
  });
  const mailsTo = (to: string) => server.mailer.sent.filter((m) => m.to === to);
  const lastLink = () => {
    const [, id, secret] = /\/team\/aufgabe\/([^#\s]+)#(\S+)/.exec(mailsTo(TEAM).at(-1)!.text)!;
    return { id: decodeURIComponent(id), secret };
  };
  const instalment = async (trxId: string, cents: number, at: string) =>
    push.record(
      parseDonationPush({
        project_id: 'p',
        trx_id: trxId,
        parent_trx_id: (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!,
        confirmed_at: at,
        amount: String(cents),
        currency: 'EUR',
        payment_method: 'debit_automatic',
        donation_rhythm: 'monthly',
      }),
    );
  const abo = async () =>
    (await gql(ABOS, {}, 'withSubscription')).data!.getDonations.find(
      (d: { donationId: string }) => d.donationId === ABO,
    );
  return { server, gql, mailsTo, lastLink, instalment, abo, moveTo: (iso: string) => (now = new Date(iso)) };
}

describe('an instalment after the Abo ended here', () => {
  it('is recorded, never refused; the team is alerted at once and the donor sees the debit with the refund offer', async () => {
    const { server, gql, mailsTo, lastLink, instalment, abo, moveTo } = setup();
    await gql(END, { donationId: ABO }, 'withSubscription');
    // The team clicks „In Twingle erledigt“ on Monday — but the end was not done in Twingle.
    moveTo('2026-11-30T08:00:00.000Z');
    expect((await gql(DONE, lastLink())).data!.completeTeamTask).toEqual({ state: 'DONE' });
    expect((await abo()).canceledAt).toBe('2026-11-30T08:00:00.000Z');

    moveTo('2026-12-01T09:00:00.000Z');
    // Twingle debits on 1 December, 09:30 in Berlin.
    const result = await instalment('trx-after-end', 3500, '20261201093000');
    expect(result).toMatchObject({ status: 'created', donationId: ABO });
    expect(await server.repos.orders.findByPaymentTransaction('trx-after-end')).toMatchObject({
      donationId: ABO,
      amount: 35,
      treeUnits: 7,
      orderState: 'DONATED',
      donatedAt: new Date('2026-12-01T08:30:00.000Z'),
    });
    // Twingle's retry records nothing twice.
    expect(await instalment('trx-after-end', 3500, '20261201093000')).toMatchObject({ status: 'unchanged' });

    const alert = mailsTo(TEAM).at(-1)!;
    expect(alert.subject).toMatch(/^Achtung: Abbuchung nach Abo-Ende \(/);
    expect(alert.text).toContain('Twingle hat am 01.12.2026, 09:30 noch 35,00\u00a0€ abgebucht');
    expect(alert.text).toContain('hier seit dem 30.11.2026, 09:00 beendet');
    expect(alert.text).toContain('„In Twingle erledigt“ bestätigt');
    expect(alert.text).toContain('Bitte im Twingle Manager prüfen');
    expect(alert.text).toContain('erstattet es über Twingle');
    expect(alert.text).toContain('Abbuchung (trx_id):                trx-after-end');
    expect(mailsTo(TEAM).filter((m) => m.subject.startsWith('Achtung'))).toHaveLength(1);

    // The Abo stays ended and keeps its amount; the debit is one of its orders, shown as after the end.
    const ended = await abo();
    expect(ended).toMatchObject({ active: false, amount: 35, canceledAt: '2026-11-30T08:00:00.000Z' });
    expect(ended.orders).toContainEqual(
      expect.objectContaining({ amount: 35, donatedAt: '2026-12-01T08:30:00.000Z', debitedAfterEndRequest: true }),
    );
  });

  it('is shown as after the end also when Twingle’s own end push ended it (no request in the app)', async () => {
    const { server, mailsTo, instalment, abo } = setup();
    const trx = (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!;
    const push = createTwinglePushService(server.repos, {
      clock: () => new Date('2026-11-27T09:00:00.000Z'),
      newId: sequentialIds('end'),
      payments: server.payments,
      acceptTestDonations: true,
    });
    await push.endRecurring({ projectId: 'p', trxId: trx, endedAt: new Date('2026-11-26T12:00:00.000Z') });
    expect(await instalment('trx-late', 3500, '20261127093000')).toMatchObject({ status: 'created' });
    expect(mailsTo(TEAM).map((m) => m.subject)).toEqual([expect.stringMatching(/^Achtung: Abbuchung nach Abo-Ende/)]);
    expect(mailsTo(TEAM)[0].text).toContain('Twingle hat das Ende oder die Stornierung der ersten Zahlung gemeldet');
    const late = (await abo()).orders.filter((o: { debitedAfterEndRequest: boolean }) => o.debitedAfterEndRequest);
    expect(late).toEqual([expect.objectContaining({ amount: 35 })]);
    // Earlier debits of the Abo are not marked.
    expect((await abo()).orders.length).toBeGreaterThan(1);
  });
});

describe('an instalment of another amount than the Abo’s', () => {
  it('becomes the Abo’s amount (the donor changed it at Twingle): logged, donor and team told', async () => {
    const { server, mailsTo, instalment, abo } = setup();
    expect(await abo()).toMatchObject({ amount: 35, donationType: 'percent_100' });
    expect(await instalment('trx-55', 5500, '20261127093000')).toMatchObject({ status: 'created' });

    expect(await abo()).toMatchObject({
      active: true,
      amount: 55,
      // A percent Abo's amount follows the footprint; one set at Twingle is a free amount.
      donationType: 'custom_abo',
      treeUnitsRequested: 11,
      pendingAmountChange: null,
    });
    expect(await server.repos.orders.findByPaymentTransaction('trx-55')).toMatchObject({
      amount: 55,
      treeUnits: 11,
      donationType: 'custom_abo',
    });
    expect(await server.repos.aboChanges.listByDonation(ABO)).toEqual([
      expect.objectContaining({
        fromAmount: 35,
        fromDonationType: 'percent_100',
        toAmount: 55,
        toDonationType: 'custom_abo',
        state: 'CHANGED',
        requestedAt: new Date('2026-11-27T08:30:00.000Z'),
        idempotencyKey: 'twingle-debit-trx-55',
      }),
    ]);

    const [donorMail] = mailsTo(DONOR);
    expect(mailsTo(DONOR)).toHaveLength(1);
    expect(donorMail.subject).toBe('Dein Abo läuft mit dem neuen Betrag');
    expect(donorMail.text).toContain(
      'Twingle hat von deinem Abo 55,00\u00a0€ abgebucht statt der bisherigen 35,00\u00a0€',
    );
    expect(donorMail.text).toContain('Dein Abo läuft deshalb ab jetzt mit 55,00\u00a0€ im Monat (11 Bäume für');
    expect(donorMail.text).toContain('http://127.0.0.1:5173/kontakt');

    const [teamMail] = mailsTo(TEAM);
    expect(mailsTo(TEAM)).toHaveLength(1);
    expect(teamMail.subject).toMatch(/^Abo-Betrag von Twingle übernommen: 55,00\u00a0€ statt 35,00\u00a0€ \(/);
    expect(teamMail.text).toContain('Jonas Berger (jonas.berger@example.org)');
    expect(teamMail.text).toContain('Eine einmalige Abweichung lässt sich davon nicht unterscheiden');

    // The same debit again changes nothing; the next debit of that amount is an ordinary one.
    expect(await instalment('trx-55', 5500, '20261127093000')).toMatchObject({ status: 'unchanged' });
    expect(await instalment('trx-55b', 5500, '20261127093500')).toMatchObject({ status: 'created' });
    expect(server.mailer.sent).toHaveLength(2);
    expect(await server.repos.aboChanges.listByDonation(ABO)).toHaveLength(1);
    // The old amount again is a change again (the record follows every differing debit).
    await instalment('trx-35', 3500, '20261127094000');
    expect(await abo()).toMatchObject({ amount: 35, donationType: 'custom_abo' });
    expect(mailsTo(DONOR).map((m) => m.subject)).toHaveLength(2);
  });

  it('still confirms a change the donor asked for in the app with its first debit, as before', async () => {
    const { server, gql, mailsTo, instalment, abo } = setup();
    await gql(CHANGE, { donationId: ABO, amount: 50 }, 'withSubscription');
    expect(await instalment('trx-50', 5000, '20261127093000')).toMatchObject({ status: 'created' });
    expect(await abo()).toMatchObject({ amount: 50, donationType: 'custom_abo', pendingAmountChange: null });
    expect(mailsTo(DONOR).map((m) => m.subject)).toEqual(['Dein Abo wird geändert', 'Dein Abo ist geändert']);
    expect(mailsTo(DONOR)[1].text).toContain('Twingle hat die Änderung bestätigt und den neuen Betrag abgebucht');
    // No mail about a taken-over amount: the team had only its task.
    expect(mailsTo(TEAM).map((m) => m.subject)).toEqual([expect.stringMatching(/^Aufgabe: Abo bei Twingle ändern/)]);
    expect((await server.repos.aboChanges.listByDonation(ABO)).map((c) => [c.toAmount, c.state])).toEqual([
      [50, 'CHANGED'],
    ]);
  });

  it('keeps a change the team carried out when the first debit after it still has the old amount (it was on its way)', async () => {
    const { gql, mailsTo, lastLink, instalment, abo, moveTo } = setup();
    await gql(CHANGE, { donationId: ABO, amount: 50 }, 'withSubscription');
    moveTo('2026-11-30T08:00:00.000Z');
    await gql(DONE, lastLink());
    expect((await abo()).amount).toBe(50);
    const sent = mailsTo(DONOR).length;
    moveTo('2026-12-01T09:00:00.000Z');
    await instalment('trx-old', 3500, '20261201090000');
    expect((await abo()).amount).toBe(50);
    expect(mailsTo(DONOR)).toHaveLength(sent);
    // A second debit of the old amount is the money speaking: the record follows it.
    await instalment('trx-old-2', 3500, '20261201093000');
    expect((await abo()).amount).toBe(35);
    expect(mailsTo(DONOR).at(-1)!.subject).toBe('Dein Abo läuft mit dem neuen Betrag');
  });

  it('follows a third amount while the app’s change waits, and keeps that change open for the team', async () => {
    const { gql, mailsTo, instalment, abo } = setup();
    await gql(CHANGE, { donationId: ABO, amount: 50 }, 'withSubscription');
    await instalment('trx-55', 5500, '20261127093000');
    expect(await abo()).toMatchObject({ amount: 55, pendingAmountChange: { amount: 50 } });
    const notice = mailsTo(TEAM).at(-1)!;
    expect(notice.subject).toMatch(/^Abo-Betrag von Twingle übernommen/);
    expect(notice.text).toContain('Noch offen ist die Änderung auf 50,00\u00a0€');
  });
});
