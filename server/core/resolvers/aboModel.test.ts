// Issue 38: the Abo as one flow. Random sequences of what an Abo meets — the donor's requests, the team's links (old
// ones and twice), Twingle's pushes in any order and repeated, reminder runs, the clock moving over weekends and
// holidays — and after every step the promises are checked. A failure prints the shrunk sequence of steps.
// `npm test` runs a bounded number; `npm run test:model -- --runs 20000` a deep run.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { aboWorld, ABO, DONOR, type AboWorld } from './aboModel.world.js';

const HOUR = 3_600_000;
const RUNS = Number(process.env.MODEL_RUNS ?? 40);

type Step =
  | { kind: 'pause'; months: number }
  | { kind: 'change'; amount: number }
  | { kind: 'end' }
  | { kind: 'teamLink'; pick: number }
  | { kind: 'endrecurring' }
  | { kind: 'cancelFirstPayment' }
  | { kind: 'instalment'; euros: number }
  | { kind: 'remind' }
  | { kind: 'later'; hours: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pause' as const), months: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('change' as const), amount: fc.constantFrom(20, 47, 50) }),
  fc.constant({ kind: 'end' as const }),
  fc.record({ kind: fc.constant('teamLink' as const), pick: fc.nat({ max: 20 }) }),
  fc.constant({ kind: 'endrecurring' as const }),
  fc.constant({ kind: 'cancelFirstPayment' as const }),
  fc.record({ kind: fc.constant('instalment' as const), euros: fc.constantFrom(35, 47, 50, 55) }),
  fc.constant({ kind: 'remind' as const }),
  fc.record({ kind: fc.constant('later' as const), hours: fc.integer({ min: 1, max: 96 }) }),
);

const PAUSE = `mutation($id: ID!, $months: Int!) { pauseAbo(donationId: $id, months: $months) { donationId } }`;
const CHANGE = `mutation($id: ID!, $amount: Float!) {
  changeAboAmount(donationId: $id, donationType: custom_abo, amount: $amount) { donationId }
}`;
const END = `mutation($id: ID!) { pauseDonation(donationId: $id) { donationId } }`;
const DONE = `mutation($id: ID!, $secret: String!) { completeTeamTask(id: $id, secret: $secret) { state } }`;
const ABOS = `query { getDonations(rhythm: [monthly]) { donationId active amount } }`;

/** A refusal is an answer; a server error is a bug. */
function noServerError(what: string, res: { errors?: { extensions?: { code?: string } }[] }) {
  const codes = (res.errors ?? []).map((e) => e.extensions?.code);
  if (codes.includes('INTERNAL_SERVER_ERROR')) throw new Error(`${what}: server error ${JSON.stringify(res.errors)}`);
}

/** Carries out one step; returns the tasks a reminder run reminded. */
async function run(w: AboWorld, s: Step): Promise<string[]> {
  const as = 'withSubscription' as const;
  switch (s.kind) {
    case 'pause':
      return (noServerError('pause', await w.gql(PAUSE, { id: ABO, months: s.months }, as)), []);
    case 'change':
      return (noServerError('change', await w.gql(CHANGE, { id: ABO, amount: s.amount }, as)), []);
    case 'end':
      return (noServerError('end', await w.gql(END, { id: ABO }, as)), []);
    case 'teamLink': {
      const links = w.teamLinks();
      if (links.length > 0) noServerError('team link', await w.gql(DONE, links[s.pick % links.length]));
      return [];
    }
    case 'endrecurring':
      return (await refusalsAllowed(w.endRecurring()), []);
    case 'cancelFirstPayment':
      return (await refusalsAllowed(w.cancelFirstPayment()), []);
    case 'instalment':
      return (await refusalsAllowed(w.instalment(s.euros)), []);
    case 'remind':
      return w.server.teamTasks.remindDue();
    case 'later':
      return (w.later(s.hours * HOUR), []);
  }
}

/** Twingle hears 4xx answers; the promise about recording every debit is checked by the invariants, not here. */
async function refusalsAllowed(pushed: Promise<unknown>): Promise<void> {
  try {
    await pushed;
  } catch (error) {
    if (!(error instanceof Error && 'status' in error)) throw error;
  }
}

/** The promises, after every step. `before`: how many mails there were before it. */
async function check(w: AboWorld, s: Step, before: number, reminded: string[]) {
  const abo = await w.abo();
  const ended = abo.canceledAt !== null;
  const open = (await w.server.repos.teamTasks.listOpen()).filter((t) => t.donationId === ABO);
  if (ended && open.length > 0) throw new Error(`open task of an ended Abo: ${open.map((t) => t.kind).join(', ')}`);

  const fresh = w.mails().slice(before);
  const seen = new Set<string>();
  for (const mail of fresh) {
    const key = `${mail.to}\n${mail.subject}\n${mail.text}`;
    if (seen.has(key)) throw new Error(`mail stored twice in one step: ${mail.subject}`);
    seen.add(key);
    if (mail.to !== DONOR) continue;
    const says = (subject: string) => mail.subject === subject;
    if ((says('Dein Abo ist pausiert') || says('Dein Abo wird pausiert')) && ended)
      throw new Error(`„${mail.subject}“ for an ended Abo`);
    if ((says('Dein Abo ist geändert') || says('Dein Abo wird geändert')) && ended)
      throw new Error(`„${mail.subject}“ for an ended Abo`);
    if (says('Dein Abo ist beendet') && !ended) throw new Error('„Dein Abo ist beendet“ before it ended');
    if (/abgebucht/.test(mail.text) && says('Dein Abo ist geändert') && s.kind !== 'instalment')
      throw new Error('a change mail says „abgebucht“ without a debit');
  }

  for (const trx of w.debits()) {
    if (!(await w.server.repos.orders.findByPaymentTransaction(trx))) throw new Error(`debit ${trx} not recorded`);
  }
  for (const id of reminded) {
    const task = await w.server.repos.teamTasks.findById(id);
    if (!task || task.doneAt) throw new Error(`reminded of a task that is not open: ${id}`);
  }

  const shown = (await w.gql(ABOS, {}, 'withSubscription')).data!.getDonations.find(
    (d: { donationId: string }) => d.donationId === ABO,
  );
  if (shown.active !== !ended || shown.amount !== abo.amount)
    throw new Error(`the donor sees ${JSON.stringify(shown)}, the record says ${abo.amount} €, ended: ${ended}`);
}

describe('the Abo as one flow (model-based)', () => {
  it(
    'keeps every promise after every step of any sequence of events',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
          const w = await aboWorld();
          for (const s of steps) {
            const before = w.mails().length;
            const reminded = await run(w, s);
            await check(w, s, before, reminded);
          }
        }),
        { numRuns: RUNS },
      );
      // A deep run takes its time (some 60 ms a sequence on a quiet machine, several times that on a busy one).
    },
    Math.max(600_000, RUNS * 500),
  );
});
