import type { DonationRecord } from '../server/core/repositories/types.js';
import {
  RecurringPaymentsError,
  type Mail,
  type Mailer,
  type RecurringChange,
  type RecurringEnd,
  type RecurringPause,
  type RecurringPauseRequest,
  type RecurringPayments,
} from '../server/core/ports.js';

/** Keeps sent mails in memory so tests and the dev toolbar can read them. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
}

/**
 * The payment provider in memory: records each request to end a monthly donation (tests, Storybook and dev:mock read
 * them) and answers as told — by the team's tasks like production (`TEAM`, the default when `team` is given), ended at
 * once, accepted for later confirmation, or unreachable.
 */
export class MemoryRecurringPayments implements RecurringPayments {
  readonly requests: { donationId: string; idempotencyKey: string }[] = [];
  /** What the next requests get; 'unavailable' throws like a provider that cannot be reached. */
  answer: RecurringEnd['state'] | 'unavailable' | 'TEAM';

  /** `team`: the production path (server/core/domain/teamTasks), which `TEAM` hands each request to. */
  constructor(private readonly team: RecurringPayments | null = null) {
    this.answer = team ? 'TEAM' : 'ENDED';
  }

  /** The donations whose end was asked for, once each (a retry with the same key is the same request). */
  get cancelled(): string[] {
    return [...new Set(this.requests.map((r) => r.donationId))];
  }

  async endRecurring(
    donation: DonationRecord,
    options: Parameters<RecurringPayments['endRecurring']>[1],
  ): Promise<RecurringEnd> {
    if (this.answer === 'unavailable') throw new RecurringPaymentsError('payment provider unavailable (memory)', true);
    this.requests.push({ donationId: donation.donationId, idempotencyKey: options.idempotencyKey });
    if (this.answer === 'TEAM') return this.team!.endRecurring(donation, options);
    return { state: this.answer };
  }

  /** Each request to change an Abo's amount; `answer` applies too (END_REQUESTED: accepted for later confirmation). */
  readonly changes: { donationId: string; amountCents: number; idempotencyKey: string }[] = [];

  async changeAmount(
    donation: DonationRecord,
    amountCents: number,
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<RecurringChange> {
    if (this.answer === 'unavailable') throw new RecurringPaymentsError('payment provider unavailable (memory)', true);
    this.changes.push({ donationId: donation.donationId, amountCents, idempotencyKey });
    if (this.answer === 'TEAM') return this.team!.changeAmount(donation, amountCents, { idempotencyKey });
    return { state: this.answer === 'END_REQUESTED' ? 'CHANGE_REQUESTED' : 'CHANGED' };
  }

  /** Each request to pause an Abo; `answer` applies too (END_REQUESTED: accepted for later confirmation). */
  readonly pauses: { donationId: string; from: string; until: string; idempotencyKey: string }[] = [];

  async pause(
    donation: DonationRecord,
    pause: RecurringPauseRequest,
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<RecurringPause> {
    if (this.answer === 'unavailable') throw new RecurringPaymentsError('payment provider unavailable (memory)', true);
    this.pauses.push({ donationId: donation.donationId, from: pause.from, until: pause.until, idempotencyKey });
    if (this.answer === 'TEAM') return this.team!.pause(donation, pause, { idempotencyKey });
    return { state: this.answer === 'END_REQUESTED' ? 'PAUSE_REQUESTED' : 'PAUSED' };
  }
}

/** Predictable ids for tests: id-1, id-2, … */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
