// Issue 38: where the Abo's paths meet. A donor asks for a pause or a new amount; Twingle then ends the Abo (the
// donor cancelled in Twingle's own mail, or the card failed); the team opens its old link. Nothing false may reach the
// donor, and no task may outlive its Abo.
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { unlimited, type RateLimiter } from '../domain/rateLimits.js';
import { AboEndMails } from '../domain/donations/aboEndMail.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

const ABO = 'donation-jonas-abo';
const TEAM = 'team@klimahain.example';
const DONOR = 'jonas.berger@example.org';
const SITE = { appUrl: 'http://127.0.0.1:5173', teamEmail: TEAM };

const PAUSE = `mutation Pause($donationId: ID!, $months: Int!) { pauseAbo(donationId: $donationId, months: $months) { donationId } }`;
const CHANGE = `mutation Change($donationId: ID!, $amount: Float!) {
  changeAboAmount(donationId: $donationId, donationType: custom_abo, amount: $amount) { donationId }
}`;
const ABOS = `query Abos { getDonations(rhythm: [monthly]) { donationId active amount pendingAmountChange { amount } pause { done } } }`;
const TASK = `query Task($id: ID!, $secret: String!) { teamTask(id: $id, secret: $secret) { kind state doneBy } }`;
const DONE = `mutation Done($id: ID!, $secret: String!) { completeTeamTask(id: $id, secret: $secret) { kind state doneBy } }`;

function setup(limiter: RateLimiter = unlimited) {
  // Friday 27 November 2026, 10:00 in Berlin.
  let now = new Date('2026-11-27T09:00:00.000Z');
  const clock = () => now;
  const server = createMockServer({ clock, newId: sequentialIds(), limiter });
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
  const lastLink = () => {
    const [, id, secret] = /\/team\/aufgabe\/([^#\s]+)#(\S+)/.exec(mailsTo(TEAM).at(-1)!.text)!;
    return { id: decodeURIComponent(id), secret };
  };
  const trx = async () => (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!;
  const endedByTwingle = async () =>
    push.endRecurring({ projectId: 'p', trxId: await trx(), endedAt: new Date('2026-11-27T09:30:00.000Z') });
  const abo = async () =>
    (await gql(ABOS, {}, 'withSubscription')).data!.getDonations.find(
      (d: { donationId: string }) => d.donationId === ABO,
    );
  const later = (iso: string) => (now = new Date(iso));
  return { server, gql, push, mailsTo, lastLink, trx, endedByTwingle, abo, later };
}

describe('a request, then Twingle ends the Abo, then the team’s old link', () => {
  it('pause: the task is closed as obsolete, the link mails nothing, no reminder comes', async () => {
    const { server, gql, mailsTo, lastLink, endedByTwingle, abo, later } = setup();
    await gql(PAUSE, { donationId: ABO, months: 2 }, 'withSubscription');
    const link = lastLink();
    await endedByTwingle();

    expect(await server.repos.teamTasks.listOpen()).toEqual([]);
    expect((await gql(TASK, link)).data!.teamTask).toEqual({ kind: 'PAUSE', state: 'DONE', doneBy: 'OBSOLETE' });
    expect((await gql(DONE, link)).data!.completeTeamTask).toEqual({
      kind: 'PAUSE',
      state: 'DONE',
      doneBy: 'OBSOLETE',
    });
    expect(mailsTo(DONOR).map((m) => m.subject)).toEqual(['Dein Abo wird pausiert']);
    expect(await abo()).toMatchObject({ active: false, pause: null });

    const teamMails = mailsTo(TEAM).length;
    later('2026-12-08T09:00:00.000Z');
    expect(await server.teamTasks.remindDue()).toEqual([]);
    expect(mailsTo(TEAM)).toHaveLength(teamMails);
  });

  it('new amount: the old link sets nothing on the ended Abo and tells the donor nothing', async () => {
    const { gql, mailsTo, lastLink, endedByTwingle, abo } = setup();
    await gql(CHANGE, { donationId: ABO, amount: 47 }, 'withSubscription');
    const link = lastLink();
    await endedByTwingle();

    expect((await gql(DONE, link)).data!.completeTeamTask).toEqual({
      kind: 'CHANGE',
      state: 'DONE',
      doneBy: 'OBSOLETE',
    });
    expect(await abo()).toMatchObject({ active: false, amount: 35, pendingAmountChange: null });
    expect(mailsTo(DONOR).map((m) => m.subject)).toEqual(['Dein Abo wird geändert']);
  });

  it('new amount, then Twingle cancels the first payment: the change task is closed too', async () => {
    const { server, gql, push, trx, lastLink } = setup();
    await gql(CHANGE, { donationId: ABO, amount: 47 }, 'withSubscription');
    const link = lastLink();
    await push.cancel({ projectId: 'p', trxId: await trx(), cancelledAt: new Date(), reason: 'Rücklastschrift' });

    expect(await server.repos.teamTasks.listOpen()).toEqual([]);
    expect((await gql(TASK, link)).data!.teamTask).toMatchObject({ state: 'DONE', doneBy: 'OBSOLETE' });
  });

  it('pause, then the team ends the Abo with its link: the pause task is closed, its link pauses nothing', async () => {
    const { server, gql, mailsTo, lastLink } = setup();
    await gql(PAUSE, { donationId: ABO, months: 1 }, 'withSubscription');
    const pauseLink = lastLink();
    await gql(`mutation { pauseDonation(donationId: "${ABO}") { donationId } }`, {}, 'withSubscription');
    await gql(DONE, lastLink());

    expect(await server.repos.teamTasks.listOpen()).toEqual([]);
    expect((await gql(DONE, pauseLink)).data!.completeTeamTask).toMatchObject({ doneBy: 'OBSOLETE' });
    expect(mailsTo(DONOR).map((m) => m.subject)).not.toContain('Dein Abo ist pausiert');
  });
});

describe('the team’s confirmation of a new amount', () => {
  it('says from which debit the new amount applies, not that it was debited', async () => {
    const { gql, mailsTo, lastLink } = setup();
    await gql(CHANGE, { donationId: ABO, amount: 50 }, 'withSubscription');
    await gql(DONE, lastLink());
    const confirmation = mailsTo(DONOR).at(-1)!;
    expect(confirmation.subject).toBe('Dein Abo ist geändert');
    expect(confirmation.text).toContain('unser Team hat dein Abo bei Twingle auf 50,00\u00a0€ im Monat');
    expect(confirmation.text).toContain('Der neue Betrag gilt ab der nächsten Abbuchung');
    expect(confirmation.text).not.toMatch(/abgebucht/);
  });
});

describe('the team’s task link', () => {
  it('is rate-limited per address like the donor’s link: guessed secrets cost tries', async () => {
    let left = 3;
    const { gql, lastLink } = setup({
      consume: async (action) =>
        action === 'teamLinkPerIp' && left-- <= 0 ? { allowed: false, retryAfterSeconds: 60 } : { allowed: true },
    });
    await gql(PAUSE, { donationId: ABO, months: 1 }, 'withSubscription');
    const { id } = lastLink();
    for (let i = 0; i < 2; i++) await gql(TASK, { id, secret: `guess-${i}` });
    await gql(DONE, { id, secret: 'guess-2' });
    expect(codes(await gql(TASK, { id, secret: 'guess-3' }))).toEqual(['RATE_LIMITED']);
    expect(codes(await gql(DONE, { id, secret: 'guess-4' }))).toEqual(['RATE_LIMITED']);
  });
});
