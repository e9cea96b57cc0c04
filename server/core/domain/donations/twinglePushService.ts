import type { GraphQLError } from 'graphql';
import type { Clock, IdGenerator, RecurringPayments } from '../../ports.js';
import type {
  DonationRecord,
  DonationType,
  OrderRecord,
  PaymentIntentRecord,
  Repositories,
  Rhythm,
} from '../../repositories/types.js';
import { TreeGiftService } from '../gifts/service.js';
import type { TeamTasks } from '../teamTasks/teamTasks.js';
import { canTransition } from '../orders/stateMachine.js';
import { pendingChangeOf, withNewAmount } from './aboChange.js';
import type { AboChangeMails } from './aboChangeMail.js';
import type { AboEndMails } from './aboEndMail.js';
import { rhythmOf, treeUnitsFor } from './rules.js';
import { isRecurring, OFFERED_RHYTHMS } from './rhythms.js';
import type { RhythmNoticeMails } from './rhythmNoticeMail.js';
import { DonationService } from './service.js';
import {
  TwinglePushError,
  type TwingleCancelPush,
  type TwingleDonationPush,
  type TwingleEndPush,
} from './twinglePush.js';

/** What a recorded push changed; the endpoint answers it as CiviCRM's `values`. */
export interface TwinglePushResult {
  /** created: stored now; unchanged: the same push was recorded before (Twingle retries). */
  status: 'created' | 'unchanged' | 'ended' | 'cancelled';
  donationId: string;
  /** The order this push added or changed, if any. */
  orderId: string | null;
}

export interface TwinglePushServiceOptions {
  /** Production books real money only: a push Twingle marks as a test is refused there. */
  acceptTestDonations: boolean;
}

const PROVIDER = 'TWINGLE';
const PERCENT_TYPES: readonly DonationType[] = ['percent_050', 'percent_100', 'percent_150'];

/**
 * The push is the truth (issue 12): Twingle's server push records donations, instalments, ends and cancellations.
 * First payments go through DonationService.create (intent checks, idempotent on the transaction, atomic); the rest
 * runs under `atomically` on the donation, so repeated pushes change nothing a second time.
 */
export class TwinglePushService {
  constructor(
    private readonly repos: Repositories,
    private readonly donations: DonationService,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    private readonly options: TwinglePushServiceOptions,
    /** Confirms to the donor an end they asked for in the app and Twingle confirmed later; null: no mail. */
    private readonly endMails: AboEndMails | null = null,
    /** Links a gift („Baum verschenken“) to its payment; null: gifts are not linked (tests of the push alone). */
    private readonly gifts: TreeGiftService | null = null,
    /** Tells the donor that Twingle confirmed a new amount; null: no mail. */
    private readonly changeMails: AboChangeMails | null = null,
    /** Called when a payment made a gift that may be due now (the delivery job runs at once, not minutes later). */
    private readonly onGiftPaid: (() => void) | null = null,
    /** Tells the team of a paid donation in a rhythm our pages do not offer (issue 34 §7); null: no mail. */
    private readonly rhythmNotices: RhythmNoticeMails | null = null,
    /** The team's tasks to end or change Abos in the Twingle Manager (issue 31 §2); null: none (tests of the push alone). */
    private readonly teamTasks: TeamTasks | null = null,
  ) {}

  private async linkGift(
    intent: PaymentIntentRecord,
    donation: DonationRecord,
    orderId: string | null,
    push: TwingleDonationPush,
  ): Promise<void> {
    const gift = await this.gifts?.linkPayment(intent, donation, orderId, push.gift);
    if (gift && gift.deliveredAt === null) this.onGiftPaid?.();
  }

  /** TwingleDonation.submit: a first payment (campaign_id = our intent) or an instalment (parent_trx_id). */
  async record(push: TwingleDonationPush): Promise<TwinglePushResult> {
    if (push.isTest && !this.options.acceptTestDonations) {
      throw new TwinglePushError(
        422,
        'test_donation',
        'Testspenden (is_test=1) werden auf diesem Server nicht verbucht.',
        'is_test',
      );
    }
    return push.parentTrxId ? this.recordInstalment(push, push.parentTrxId) : this.recordFirstPayment(push);
  }

  private async recordFirstPayment(push: TwingleDonationPush): Promise<TwinglePushResult> {
    const intent = await this.repos.paymentIntents.findById(push.campaignId!);
    if (!intent) {
      throw new TwinglePushError(
        400,
        'unknown_campaign',
        'Das Feld „campaign_id“ nennt keine begonnene Zahlung von Klimahain.',
        'campaign_id',
      );
    }
    const recorded = await this.repos.donations.findByPaymentTransaction(PROVIDER, push.trxId);
    if (recorded && recorded.paymentIntentId !== intent.id) {
      throw new TwinglePushError(
        409,
        'transaction_conflict',
        'Diese trx_id ist bereits für eine andere Zahlung verbucht.',
        'trx_id',
      );
    }
    // Twingle retries: the same transaction on the same intent is answered from what was recorded, even if the
    // donation has since lost its user (account dropped) and would no longer match the intent's.
    if (recorded) {
      const result = await this.unchanged(recorded);
      // A gift the first attempt did not link (it failed after the donation) is linked now.
      await this.linkGift(intent, recorded, result.orderId, push);
      return result;
    }
    if (await this.repos.orders.findByPaymentTransaction(push.trxId)) {
      throw new TwinglePushError(
        409,
        'transaction_conflict',
        'Diese trx_id ist bereits als Rate eines Abos verbucht.',
        'trx_id',
      );
    }
    if (intent.usedByDonationId !== null) {
      throw new TwinglePushError(
        409,
        'campaign_used',
        'Die Zahlung aus „campaign_id“ wurde bereits für eine andere Spende verwendet.',
        'campaign_id',
      );
    }
    this.checkDate(push.confirmedAt, 'confirmed_at');
    const amount = push.amountCents / 100;
    try {
      const donation = await this.donations.create(intent.userId, {
        amount,
        currency: 'EUR',
        donatedAt: push.confirmedAt,
        donationType: donationTypeFor(intent, push.rhythm, amount),
        project: intent.project,
        rhythm: push.rhythm,
        treeProvider: 'fairventures',
        treeProviderTransactionId: intent.id,
        treeUnitsRequested: treeUnitsFor(amount),
        paymentProvider: PROVIDER,
        paymentProviderTransactionId: push.trxId,
      });
      const [order] = await this.repos.orders.listByDonation(donation.donationId);
      await this.linkGift(intent, donation, order?.treeProviderDonationId ?? null, push);
      // Stored in the mail outbox right after the donation (a retried push is „unchanged“ and mails nothing again).
      if (!OFFERED_RHYTHMS.includes(donation.rhythm)) await this.rhythmNotices?.send(donation);
      // (A copy of this push arriving at the same moment gets the same donation back from DonationService.create.)
      return { status: 'created', donationId: donation.donationId, orderId: order?.treeProviderDonationId ?? null };
    } catch (error) {
      throw refusal(error);
    }
  }

  private recordInstalment(push: TwingleDonationPush, parentTrxId: string): Promise<TwinglePushResult> {
    return this.withDonation(
      parentTrxId,
      'parent_trx_id',
      async (parent) => {
        const seen = await this.repos.orders.findByPaymentTransaction(push.trxId);
        if (seen) {
          if (seen.donationId !== parent.donationId) {
            throw new TwinglePushError(
              409,
              'transaction_conflict',
              'Diese trx_id ist bereits als Rate eines anderen Abos verbucht.',
              'trx_id',
            );
          }
          return { status: 'unchanged', donationId: parent.donationId, orderId: seen.treeProviderDonationId };
        }
        if (await this.repos.donations.findByPaymentTransaction(PROVIDER, push.trxId)) {
          throw new TwinglePushError(
            409,
            'transaction_conflict',
            'Diese trx_id ist bereits als erste Zahlung einer Spende verbucht.',
            'trx_id',
          );
        }
        if (!isRecurring(parent.rhythm)) {
          throw new TwinglePushError(
            422,
            'not_recurring',
            'Die Spende aus „parent_trx_id“ ist einmalig und hat keine Raten.',
            'parent_trx_id',
          );
        }
        if (parent.canceledAt && push.confirmedAt > parent.canceledAt) {
          throw new TwinglePushError(
            409,
            'subscription_ended',
            'Das Abo aus „parent_trx_id“ ist beendet; nach dem Ende gibt es keine Raten.',
            'parent_trx_id',
          );
        }
        this.checkDate(push.confirmedAt, 'confirmed_at');
        const amount = push.amountCents / 100;
        const current = await this.confirmPendingChange(parent, amount);
        const order: OrderRecord = {
          treeProviderDonationId: this.newId(),
          donationId: parent.donationId,
          userId: parent.userId,
          amount,
          currency: 'EUR',
          donatedAt: push.confirmedAt,
          donationType: current.donationType,
          orderState: 'DONATED',
          plannedPlanting: null,
          project: parent.project,
          treeUnits: treeUnitsFor(amount),
          accountedAt: null,
          paymentProviderTransactionId: push.trxId,
        };
        await this.repos.orders.save(order);
        // A debit that arrives while the donor's end request waits for the team: counted like any debit, and the team
        // alerted at once (whatever Twingle's confirmed_at says; the donor's view compares that date).
        if (parent.endRequestedAt && !parent.canceledAt) {
          await this.teamTasks?.alertDebitAfterEndRequest(parent, order);
        }
        return { status: 'created', donationId: parent.donationId, orderId: order.treeProviderDonationId };
      },
      push.trxId,
    );
  }

  /**
   * TwingleDonation.endrecurring: the monthly donation ends at ended_at; no further instalments. When the donor had
   * asked for it in the app (end requested), this is the provider's confirmation, and the donor hears of it.
   */
  async endRecurring(push: TwingleEndPush): Promise<TwinglePushResult> {
    let confirmed = null as DonationRecord | null;
    const result = await this.withDonation(push.trxId, 'trx_id', async (donation) => {
      if (!isRecurring(donation.rhythm)) {
        throw new TwinglePushError(
          422,
          'not_recurring',
          'Die Spende aus „trx_id“ ist einmalig; nur ein Abo kann enden.',
          'trx_id',
        );
      }
      if (donation.canceledAt) return { status: 'unchanged', donationId: donation.donationId, orderId: null };
      const ended = { ...donation, canceledAt: push.endedAt, endRequestedAt: null };
      await this.repos.donations.save(ended);
      // The team's task to end it in the Twingle Manager is done: Twingle says it happened.
      await this.teamTasks?.closeByTwingle(donation.donationId, 'END');
      if (donation.endRequestedAt) confirmed = ended;
      return { status: 'ended', donationId: donation.donationId, orderId: null };
    });
    if (confirmed) await this.confirmEnd(confirmed);
    return result;
  }

  /** The end is recorded either way; a failed mail must not make Twingle push it again. */
  private async confirmEnd(donation: DonationRecord): Promise<void> {
    try {
      await this.endMails?.send(donation, 'ENDED');
    } catch (error) {
      console.error(`[abo] confirmation mail for donation ${donation.donationId} not sent:`, error);
    }
  }

  /**
   * TwingleDonation.cancel: a payment was taken back. Its order goes DONATED → ABORTED (an order already on its way
   * to planting stays as it is); a cancelled first payment also ends its Abo.
   */
  async cancel(push: TwingleCancelPush): Promise<TwinglePushResult> {
    const instalment = await this.repos.orders.findByPaymentTransaction(push.trxId);
    if (instalment) {
      return this.repos.atomically(
        [`donation:${instalment.donationId}`, `order:${instalment.treeProviderDonationId}`],
        async () => {
          const order = await this.repos.orders.findById(instalment.treeProviderDonationId);
          const changed = await this.abort(order);
          return {
            status: changed ? 'cancelled' : 'unchanged',
            donationId: instalment.donationId,
            orderId: instalment.treeProviderDonationId,
          };
        },
      );
    }
    return this.withDonation(push.trxId, 'trx_id', async (donation) => {
      const first = (await this.repos.orders.listByDonation(donation.donationId)).find(
        (o) => o.paymentProviderTransactionId === null,
      );
      const aborted = await this.abort(first);
      const ends = isRecurring(donation.rhythm) && donation.canceledAt === null;
      if (ends) await this.repos.donations.save({ ...donation, canceledAt: push.cancelledAt, endRequestedAt: null });
      return {
        status: aborted || ends ? 'cancelled' : 'unchanged',
        donationId: donation.donationId,
        orderId: first?.treeProviderDonationId ?? null,
      };
    });
  }

  private async unchanged(donation: DonationRecord): Promise<TwinglePushResult> {
    const first = (await this.repos.orders.listByDonation(donation.donationId)).find(
      (o) => o.paymentProviderTransactionId === null,
    );
    return { status: 'unchanged', donationId: donation.donationId, orderId: first?.treeProviderDonationId ?? null };
  }

  private async abort(order: OrderRecord | undefined): Promise<boolean> {
    if (!order || order.orderState !== 'DONATED' || !canTransition(order.orderState, 'ABORTED')) return false;
    await this.repos.orders.save({ ...order, orderState: 'ABORTED' });
    return true;
  }

  /** Runs `work` on the donation paid by `trxId`, atomically with every other change to that donation. */
  private async withDonation(
    trxId: string,
    field: string,
    work: (donation: DonationRecord) => Promise<TwinglePushResult>,
    lockTransaction?: string,
  ): Promise<TwinglePushResult> {
    const found = await this.repos.donations.findByPaymentTransaction(PROVIDER, trxId);
    if (!found) {
      throw new TwinglePushError(
        422,
        'unknown_transaction',
        `Das Feld „${field}“ nennt keine verbuchte Spende.`,
        field,
      );
    }
    const keys = [
      `donation:${found.donationId}`,
      ...(lockTransaction ? [`transaction:${PROVIDER}:${lockTransaction}`] : []),
    ];
    return this.repos.atomically(keys, async () =>
      work((await this.repos.donations.findById(found.donationId)) ?? found),
    );
  }

  /**
   * An amount change Twingle accepted for later (issue 26 §2) is confirmed by the first instalment of the new amount:
   * the Abo takes the new amount and kind from then on, and the change is logged as done. Inside the donation's lock.
   */
  private async confirmPendingChange(donation: DonationRecord, amount: number): Promise<DonationRecord> {
    const pending = pendingChangeOf(await this.repos.aboChanges.listByDonation(donation.donationId));
    if (pending?.toAmount !== amount) return donation;
    await this.repos.aboChanges.save({ ...pending, state: 'CHANGED' });
    await this.teamTasks?.closeByTwingle(donation.donationId, 'CHANGE');
    const changed = withNewAmount(donation, amount, pending.toDonationType);
    await this.repos.donations.save(changed);
    await this.changeMails?.send(changed, pending, 'CONFIRMED');
    return changed;
  }

  /** Twingle confirms what happened; a date days ahead of our clock is a broken push, not a payment. */
  private checkDate(date: Date, field: string): void {
    if (date.getTime() > this.clock().getTime() + 5 * 60_000) {
      throw new TwinglePushError(400, 'invalid_format', `Das Feld „${field}“ liegt in der Zukunft.`, field);
    }
  }
}

/**
 * The donation type the donor chose on our page, as long as the payment still matches it: the same rhythm and, for a
 * percent Abo, the amount that was computed from the footprint. Otherwise the donor changed it in the widget.
 */
export function donationTypeFor(
  intent: Pick<PaymentIntentRecord, 'donationType' | 'amount'>,
  rhythm: Rhythm,
  amount: number,
): DonationType {
  const chosen = intent.donationType;
  const fallback: DonationType = isRecurring(rhythm) ? 'custom_abo' : 'custom_one_time';
  if (!chosen || rhythmOf(chosen) !== rhythm) return fallback;
  if (PERCENT_TYPES.includes(chosen) && (intent.amount === null || Math.abs(intent.amount - amount) > 0.005))
    return fallback;
  return chosen;
}

/** DonationService's coded refusals (BAD_USER_INPUT with field messages) as a push error. */
function refusal(error: unknown): unknown {
  const extensions = (error as GraphQLError | undefined)?.extensions;
  if (extensions?.code !== 'BAD_USER_INPUT') return error;
  const fields = (extensions.fields ?? {}) as Record<string, string>;
  if ('donation.treeProviderTransactionId' in fields) {
    return new TwinglePushError(
      409,
      'campaign_used',
      'Die Zahlung aus „campaign_id“ ist unbekannt oder wurde bereits verwendet.',
      'campaign_id',
    );
  }
  return new TwinglePushError(422, 'refused', Object.values(fields).join(' ') || 'Die Spende wurde abgelehnt.');
}

/** The push service on a set of repositories (Node server, browser mock and tests build it the same way). */
export function createTwinglePushService(
  repos: Repositories,
  deps: {
    clock: Clock;
    newId: IdGenerator;
    payments: RecurringPayments;
    acceptTestDonations: boolean;
    endMails?: AboEndMails;
    changeMails?: AboChangeMails;
    onGiftPaid?: () => void;
    rhythmNotices?: RhythmNoticeMails;
    teamTasks?: TeamTasks;
  },
): TwinglePushService {
  const donations = new DonationService(
    repos.donations,
    repos.orders,
    repos.paymentIntents,
    deps.payments,
    deps.clock,
    deps.newId,
    (keys, work) => repos.atomically(keys, work),
  );
  return new TwinglePushService(
    repos,
    donations,
    deps.clock,
    deps.newId,
    { acceptTestDonations: deps.acceptTestDonations },
    deps.endMails ?? null,
    new TreeGiftService(repos, deps.clock, deps.newId),
    deps.changeMails ?? null,
    deps.onGiftPaid ?? null,
    deps.rhythmNotices ?? null,
    deps.teamTasks ?? null,
  );
}
