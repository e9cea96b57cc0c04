// Issue 31 §2: ending or changing an Abo the way Twingle really works — the team does it in the Twingle Manager, the
// app tells the donor the truth, and the team's link or Twingle's push finishes the task.
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { AboEndMails } from '../domain/donations/aboEndMail.js';
import { parseDonationPush } from '../domain/donations/twinglePush.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

const ABO = 'donation-jonas-abo';
const TEAM = 'team@klimahain.example';
const DONOR = 'jonas.berger@example.org';
const SITE = { appUrl: 'http://127.0.0.1:5173', teamEmail: TEAM };

const END = `mutation End($donationId: ID!) { pauseDonation(donationId: $donationId) { active canceledAt endRequestedAt endDueBy } }`;
const CHANGE = `mutation Change($donationId: ID!, $amount: Float!) {
  changeAboAmount(donationId: $donationId, donationType: custom_abo, amount: $amount) {
    amount pendingAmountChange { amount dueBy }
  }
}`;
const ABOS = `query Abos { getDonations(rhythm: [monthly]) {
  donationId active amount canceledAt endRequestedAt endDueBy
  orders { amount debitedAfterEndRequest }
} }`;
const TASK = `query Task($id: ID!, $secret: String!) {
  teamTask(id: $id, secret: $secret) { kind state dueBy doneAt doneBy twingleTransactionId forest amount newAmount }
}`;
const DONE = `mutation Done($id: ID!, $secret: String!) { completeTeamTask(id: $id, secret: $secret) { kind state doneBy } }`;

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
  });
  const mailsTo = (to: string) => server.mailer.sent.filter((m) => m.to === to);
  /** The id and secret of the newest task link in the team's mails. */
  const lastLink = () => {
    const text = mailsTo(TEAM).at(-1)!.text;
    const [, id, secret] = /\/team\/aufgabe\/([^#\s]+)#(\S+)/.exec(text)!;
    return { id: decodeURIComponent(id), secret };
  };
  const trx = async () => (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!;
  const instalment = async (trxId: string, cents: number, at: string) =>
    push.record(
      parseDonationPush({
        project_id: 'p',
        trx_id: trxId,
        parent_trx_id: await trx(),
        confirmed_at: at,
        amount: String(cents),
        currency: 'EUR',
        payment_method: 'debit_automatic',
        donation_rhythm: 'monthly',
      }),
    );
  return { server, gql, push, mailsTo, lastLink, trx, instalment, moveTo: (iso: string) => (now = new Date(iso)) };
}

describe('ending an Abo: the team ends it in the Twingle Manager', () => {
  it('tells the donor it will end by a named day, gives the team a task with a link, and ends it when the team confirms', async () => {
    const { gql, mailsTo, lastLink, moveTo } = setup();
    const asked = await gql(END, { donationId: ABO }, 'withSubscription');
    expect(asked.errors).toBeUndefined();
    // Three working days after Friday: Wednesday 2 December. Not ended yet.
    expect(asked.data!.pauseDonation).toEqual({
      active: true,
      canceledAt: null,
      endRequestedAt: '2026-11-27T09:00:00.000Z',
      endDueBy: '2026-12-02',
    });

    const [donorMail] = mailsTo(DONOR);
    expect(donorMail.subject).toBe('Dein Abo wird beendet');
    expect(donorMail.text).toContain(
      'Unser Team beendet dein Abo deshalb von Hand bei Twingle, spätestens am Mittwoch, 2. Dezember 2026.',
    );
    expect(donorMail.text).not.toMatch(/ist beendet/);

    const [task] = mailsTo(TEAM);
    expect(task.subject).toMatch(/^Aufgabe: Abo bei Twingle beenden \(/);
    expect(task.text).toContain('Jonas Berger (jonas.berger@example.org) hat am 27.11.2026, 10:00 das Abo beendet.');
    expect(task.text).toContain('Bitte im Twingle Manager die wiederkehrende Spende beenden');
    expect(task.text).toContain('Projekt:                      Borneo (Indonesien)');

    const link = lastLink();
    expect((await gql(TASK, link)).data!.teamTask).toMatchObject({
      kind: 'END',
      state: 'OPEN',
      dueBy: '2026-12-02',
      doneAt: null,
      forest: 'Borneo (Indonesien)',
      amount: 35,
    });

    moveTo('2026-11-30T08:00:00.000Z');
    expect((await gql(DONE, link)).data!.completeTeamTask).toEqual({ kind: 'END', state: 'DONE', doneBy: 'TEAM' });
    const abos = (await gql(ABOS, {}, 'withSubscription')).data!.getDonations;
    expect(abos.find((d: { donationId: string }) => d.donationId === ABO)).toMatchObject({
      active: false,
      canceledAt: '2026-11-30T08:00:00.000Z',
      endRequestedAt: null,
      endDueBy: null,
    });
    expect(mailsTo(DONOR).map((m) => m.subject)).toEqual(['Dein Abo wird beendet', 'Dein Abo ist beendet']);

    // The link used twice: it says done, changes nothing, sends nothing.
    expect((await gql(DONE, link)).data!.completeTeamTask).toEqual({ kind: 'END', state: 'DONE', doneBy: 'TEAM' });
    expect(mailsTo(DONOR)).toHaveLength(2);
  });

  it('refuses a wrong secret without saying whether the task exists', async () => {
    const { gql, lastLink } = setup();
    await gql(END, { donationId: ABO }, 'withSubscription');
    const { id, secret } = lastLink();
    expect((await gql(TASK, { id, secret: `${secret}x` })).data!.teamTask).toBeNull();
    expect((await gql(TASK, { id: 'nope', secret })).data!.teamTask).toBeNull();
    expect(codes(await gql(DONE, { id, secret: 'x' }))).toEqual(['NOT_FOUND']);
  });

  it('is done by Twingle’s endrecurring push as well; the link then shows it done', async () => {
    const { server, gql, push, mailsTo, lastLink, trx } = setup();
    await gql(END, { donationId: ABO }, 'withSubscription');
    const link = lastLink();
    await push.endRecurring({ projectId: 'p', trxId: await trx(), endedAt: new Date('2026-11-27T08:30:00.000Z') });
    expect((await gql(TASK, link)).data!.teamTask).toMatchObject({ state: 'DONE', doneBy: 'TWINGLE' });
    expect(await server.teamTasks.openTaskOf(ABO, 'END')).toBeNull();
    expect(mailsTo(DONOR).map((m) => m.subject)).toEqual(['Dein Abo wird beendet', 'Dein Abo ist beendet']);
  });

  it('reminds the team after two working days and then daily, each time with a new link; an old link expires', async () => {
    const { server, gql, mailsTo, lastLink, moveTo } = setup();
    await gql(END, { donationId: ABO }, 'withSubscription');
    const first = lastLink();
    // Monday: one working day later, nothing yet.
    moveTo('2026-11-30T12:00:00.000Z');
    expect(await server.teamTasks.remindDue()).toEqual([]);
    // Tuesday 10:00: two working days.
    moveTo('2026-12-01T09:00:00.000Z');
    expect(await server.teamTasks.remindDue()).toHaveLength(1);
    expect(await server.teamTasks.remindDue()).toEqual([]);
    expect(mailsTo(TEAM).at(-1)!.subject).toMatch(/^Erinnerung: Abo bei Twingle beenden/);
    const second = lastLink();
    expect(second.secret).not.toBe(first.secret);
    // The first link no longer opens the task.
    expect((await gql(TASK, first)).data!.teamTask).toBeNull();
    // Wednesday, the next day: again.
    moveTo('2026-12-02T09:00:00.000Z');
    expect(await server.teamTasks.remindDue()).toHaveLength(1);
    // Fourteen days on, the newest link has expired: it shows EXPIRED and ends nothing.
    const third = lastLink();
    moveTo('2026-12-17T09:00:00.000Z');
    expect((await gql(TASK, third)).data!.teamTask).toMatchObject({ state: 'EXPIRED' });
    expect((await gql(DONE, third)).data!.completeTeamTask).toMatchObject({ state: 'EXPIRED' });
    expect(await server.repos.donations.findById(ABO)).toMatchObject({ canceledAt: null });
  });

  it('alerts the team at once when Twingle debits after the request, and shows the debit to the donor as such', async () => {
    const { gql, mailsTo, instalment, moveTo } = setup();
    await gql(END, { donationId: ABO }, 'withSubscription');
    moveTo('2026-11-27T10:30:00.000Z');
    // Confirmed by Twingle an hour after the request (11:00 in Berlin).
    await instalment('trx-late', 3500, '20261127110000');
    expect(mailsTo(TEAM).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Aufgabe: Abo bei Twingle beenden/),
      expect.stringMatching(/^Achtung: Abbuchung nach Kündigung/),
    ]);
    expect(mailsTo(TEAM)[1].text).toContain('noch 35,00\u00a0€ abgebucht');
    const abo = (await gql(ABOS, {}, 'withSubscription')).data!.getDonations.find(
      (d: { donationId: string }) => d.donationId === ABO,
    );
    expect(abo.orders.filter((o: { debitedAfterEndRequest: boolean }) => o.debitedAfterEndRequest)).toEqual([
      { amount: 35, debitedAfterEndRequest: true },
    ]);
  });
});

describe('changing an Abo’s amount: the team changes it in the Twingle Manager', () => {
  it('keeps the old amount until the team confirms; then the donor hears of the new one', async () => {
    const { gql, mailsTo, lastLink } = setup();
    const asked = await gql(CHANGE, { donationId: ABO, amount: 50 }, 'withSubscription');
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.changeAboAmount).toEqual({
      amount: 35,
      pendingAmountChange: { amount: 50, dueBy: '2026-12-02' },
    });
    expect(mailsTo(DONOR).map((m) => m.subject)).toEqual(['Dein Abo wird geändert']);
    expect(mailsTo(DONOR)[0].text).toContain(
      'Unser Team ändert den Betrag deshalb von Hand bei Twingle, spätestens am Mittwoch, 2. Dezember 2026.',
    );
    expect(mailsTo(TEAM)[0].text).toContain('den monatlichen Betrag auf 50,00\u00a0€ ändern');
    const link = lastLink();
    expect((await gql(TASK, link)).data!.teamTask).toMatchObject({ kind: 'CHANGE', amount: 35, newAmount: 50 });
    expect((await gql(DONE, link)).data!.completeTeamTask).toMatchObject({ state: 'DONE' });
    const abo = (await gql(ABOS, {}, 'withSubscription')).data!.getDonations.find(
      (d: { donationId: string }) => d.donationId === ABO,
    );
    expect(abo.amount).toBe(50);
    expect(mailsTo(DONOR).map((m) => m.subject)).toEqual(['Dein Abo wird geändert', 'Dein Abo ist geändert']);
  });

  it('is done by the first debit of the new amount as well', async () => {
    const { server, gql, lastLink, instalment } = setup();
    await gql(CHANGE, { donationId: ABO, amount: 50 }, 'withSubscription');
    const link = lastLink();
    await instalment('trx-new', 5000, '20261127093000');
    expect((await gql(TASK, link)).data!.teamTask).toMatchObject({ state: 'DONE', doneBy: 'TWINGLE' });
    expect(await server.repos.donations.findById(ABO)).toMatchObject({ amount: 50 });
  });
});
