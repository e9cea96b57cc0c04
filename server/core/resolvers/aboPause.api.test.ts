// Issue 33 §2: „Abo pausieren“ — 1–6 months through the RecurringPayments port; by default the team pauses the Abo in
// the Twingle Manager (a PAUSE task), the donor is told the day and hears again when it is done.
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { addMonths } from '../domain/calendar/calendarDays.js';

const ABO = 'donation-jonas-abo';
const TEAM = 'team@klimahain.example';
const DONOR = 'jonas.berger@example.org';

const PAUSE = `mutation Pause($donationId: ID!, $months: Int!) {
  pauseAbo(donationId: $donationId, months: $months) {
    donationId active amount canceledAt endRequestedAt pause { from until months dueBy done }
  }
}`;
const ABOS = `query Abos { getDonations(active: true, rhythm: [monthly]) { donationId active pause { until done } } }`;
const TASK = `query Task($id: ID!, $secret: String!) {
  teamTask(id: $id, secret: $secret) { kind state dueBy amount newAmount pauseFrom pauseUntil }
}`;
const DONE = `mutation Done($id: ID!, $secret: String!) { completeTeamTask(id: $id, secret: $secret) { kind state doneBy } }`;

function setup() {
  // Friday 27 November 2026, 10:00 in Berlin: the team's day is Wednesday 2 December.
  let now = new Date('2026-11-27T09:00:00.000Z');
  const server = createMockServer({ clock: () => now, newId: sequentialIds() });
  const gql = testClient(server);
  const mailsTo = (to: string) => server.mailer.sent.filter((m) => m.to === to);
  const lastLink = () => {
    const [, id, secret] = /\/team\/aufgabe\/([^#\s]+)#(\S+)/.exec(mailsTo(TEAM).at(-1)!.text)!;
    return { id: decodeURIComponent(id), secret };
  };
  return { server, gql, mailsTo, lastLink, setNow: (at: string) => (now = new Date(at)) };
}

describe('pauseAbo', () => {
  it('asks the team to pause the Abo from the promised day, tells the donor, and shows it paused once the team confirms', async () => {
    const { server, gql, mailsTo, lastLink, setNow } = setup();
    const asked = await gql(PAUSE, { donationId: ABO, months: 2 }, 'withSubscription');
    expect(asked.errors).toBeUndefined();
    // Nothing is paused or ended yet: the Abo runs, the pause is asked for with the team's day.
    expect(asked.data!.pauseAbo).toEqual({
      donationId: ABO,
      active: true,
      amount: 35,
      canceledAt: null,
      endRequestedAt: null,
      pause: { from: '2026-12-02', until: '2027-02-02', months: 2, dueBy: '2026-12-02', done: false },
    });

    const [task] = mailsTo(TEAM);
    const trx = (await server.repos.donations.findById(ABO))!.paymentProviderTransactionId!;
    expect(task.subject).toBe(`Aufgabe: Abo bei Twingle pausieren (${trx})`);
    expect(task.text).toContain(
      'keine Abbuchung vom 02.12.2026 bis einschließlich 01.02.2027, ab dem 02.02.2027 wieder monatlich',
    );
    expect(task.text).toContain('spätestens am Mittwoch, 2. Dezember 2026');
    const [requested] = mailsTo(DONOR);
    expect(requested.subject).toBe('Dein Abo wird pausiert');
    expect(requested.text).toContain('bis zum 02.02.2027 pausieren');
    expect(requested.text).toContain('spätestens am Mittwoch, 2. Dezember 2026');

    const link = lastLink();
    expect((await gql(TASK, link)).data!.teamTask).toEqual({
      kind: 'PAUSE',
      state: 'OPEN',
      dueBy: '2026-12-02',
      amount: 35,
      newAmount: null,
      pauseFrom: '2026-12-02',
      pauseUntil: '2027-02-02',
    });
    setNow('2026-11-30T10:00:00.000Z');
    expect((await gql(DONE, link)).data!.completeTeamTask).toEqual({ kind: 'PAUSE', state: 'DONE', doneBy: 'TEAM' });
    expect(mailsTo(DONOR).at(-1)).toMatchObject({
      subject: 'Dein Abo ist pausiert',
      text: expect.stringContaining('Bis zum 02.02.2027 bucht Twingle nichts ab.'),
    });
    expect((await gql(ABOS, {}, 'withSubscription')).data!.getDonations).toEqual([
      { donationId: ABO, active: true, pause: { until: '2027-02-02', done: true } },
    ]);
    // Paused: no second pause until it runs again.
    expect(codes(await gql(PAUSE, { donationId: ABO, months: 1 }, 'withSubscription'))).toEqual(['BAD_USER_INPUT']);
    // From the day debits start again, the pause is over.
    setNow('2027-02-02T08:00:00.000Z');
    expect((await gql(ABOS, {}, 'withSubscription')).data!.getDonations[0].pause).toBeNull();
  });

  it('takes the same request twice as one, and refuses another while the team is at it', async () => {
    const { gql, mailsTo } = setup();
    await gql(PAUSE, { donationId: ABO, months: 3 }, 'withSubscription');
    const again = await gql(PAUSE, { donationId: ABO, months: 3 }, 'withSubscription');
    expect(again.data!.pauseAbo.pause).toMatchObject({ months: 3, done: false });
    expect(mailsTo(TEAM)).toHaveLength(1);
    const other = await gql(PAUSE, { donationId: ABO, months: 1 }, 'withSubscription');
    expect(codes(other)).toEqual(['BAD_USER_INPUT']);
    expect(other.errors![0].extensions!.fields).toEqual({
      months: 'Unser Team pausiert dein Abo gerade. Danach kannst du eine neue Pause beantragen.',
    });
  });

  it('takes 1 to 6 months only, and only the donor’s own running Abo', async () => {
    const { gql, mailsTo } = setup();
    for (const months of [0, 7, -1]) {
      const refused = await gql(PAUSE, { donationId: ABO, months }, 'withSubscription');
      expect(codes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(refused.errors![0].extensions!.fields).toEqual({
        months: 'Du kannst dein Abo für 1 bis 6 Monate pausieren.',
      });
    }
    expect(codes(await gql(PAUSE, { donationId: ABO, months: 1 }, 'withDonations'))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(PAUSE, { donationId: ABO, months: 1 }))).toEqual(['UNAUTHENTICATED']);
    expect(mailsTo(TEAM)).toHaveLength(0);
  });

  it('changes nothing when the payment provider refuses, and says so in German', async () => {
    const { server, gql, mailsTo } = setup();
    server.payments.answer = 'unavailable';
    const refused = await gql(PAUSE, { donationId: ABO, months: 2 }, 'withSubscription');
    expect(codes(refused)).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(refused.errors![0].message).toMatch(/^Wir konnten die Pause gerade nicht beantragen/);
    expect(mailsTo(TEAM)).toHaveLength(0);
    expect(mailsTo(DONOR)).toHaveLength(0);
    server.payments.answer = 'TEAM';
    expect((await gql(ABOS, {}, 'withSubscription')).data!.getDonations[0].pause).toBeNull();
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the month’s last', () => {
    expect(addMonths('2026-12-02', 2)).toBe('2027-02-02');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-10-15', 3)).toBe('2027-01-15');
  });
});
