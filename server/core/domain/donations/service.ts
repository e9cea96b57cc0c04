import { badInput, notFound, paymentProviderUnavailable } from '../../errors.js';
import { RecurringPaymentsError, type Clock, type IdGenerator, type RecurringPayments } from '../../ports.js';
import type {
  Currency,
  DonationRecord,
  DonationRepository,
  DonationType,
  OrderRecord,
  OrderRepository,
  PaymentIntentRecord,
  PaymentIntentRepository,
  PaymentProvider,
  Repositories,
  Rhythm,
  TreeProvider,
} from '../../repositories/types.js';
import { isProjectId } from '../projects.js';
import type { AboEndMails } from './aboEndMail.js';
import { Validator } from '../validate.js';
import { isActive, matchesFilter, rhythmOf, treeUnitsFor, type DonationFilter } from './rules.js';
import { isRecurring } from './rhythms.js';

export interface DonationInput {
  amount: number;
  currency: Currency;
  donatedAt: Date;
  donationType: DonationType;
  project: string;
  rhythm: Rhythm;
  treeProvider: TreeProvider;
  treeProviderTransactionId: string;
  treeUnitsRequested: number;
  paymentProvider?: PaymentProvider | null;
  paymentProviderTransactionId?: string | null;
}

export interface IntentChoice {
  donationType?: DonationType | null;
  amount?: number | null;
}

export interface IntentStatus {
  intent: PaymentIntentRecord;
  donation: DonationRecord | null;
}

export const MIN_AMOUNT_EUR = 5;
export const MAX_AMOUNT_EUR = 100_000;

export function checkAmount(v: Validator, field: string, amount: number): void {
  const amountOk = Number.isFinite(amount) && amount > 0 && amount <= MAX_AMOUNT_EUR;
  v.check(amountOk, field, `Der Betrag muss zwischen 5 und ${MAX_AMOUNT_EUR.toLocaleString('de-DE')} € liegen.`);
  // Compare with a tolerance: 19.99 * 100 is 1998.9999999999998 in floating point.
  const cents = amount * 100;
  v.check(Math.abs(Math.round(cents) - cents) < 1e-6, field, 'Der Betrag hat höchstens zwei Nachkommastellen.');
  v.check(amount >= MIN_AMOUNT_EUR, field, 'Der Betrag muss mindestens 5 € sein (ein Baum).');
}
/** One answer for an unknown intent, a used one and someone else's transaction: nothing to probe. */
const UNKNOWN_PAYMENT = 'Die Zahlung ist unbekannt oder wurde bereits verwendet.';
/** Clocks of browser and server differ a little. */
const CLOCK_SKEW_MS = 5 * 60_000;

const newestFirst = (a: DonationRecord, b: DonationRecord) => b.donatedAt.getTime() - a.donatedAt.getTime();

export class DonationService {
  constructor(
    private readonly donations: DonationRepository,
    private readonly orders: OrderRepository,
    private readonly intents: PaymentIntentRepository,
    private readonly payments: RecurringPayments,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    private readonly atomically: Repositories['atomically'],
    /** The donor's confirmation when they end an Abo themselves; null where no mail is sent (the push service). */
    private readonly endMails: AboEndMails | null = null,
  ) {}

  /** `reads`: where a field resolver reads the list (the request's memoised reads); the store by default. */
  async list(
    userId: string,
    filter: DonationFilter,
    reads: Pick<DonationRepository, 'listByUser'> = this.donations,
  ): Promise<DonationRecord[]> {
    const all = await reads.listByUser(userId);
    return all.filter((d) => matchesFilter(d, filter)).sort(newestFirst);
  }

  /**
   * A pending payment for one project; its id is Twingle's tw_cid. Guests may donate (userId null). The donor's
   * choice (kind and amount) is kept with it, so the payment provider's push can label the donation.
   */
  async createIntent(userId: string | null, project: string, choice: IntentChoice = {}): Promise<PaymentIntentRecord> {
    const v = new Validator();
    v.check(isProjectId(project), 'project', `Das Projekt „${project}“ gibt es nicht.`);
    const amount = choice.amount ?? null;
    if (amount !== null) checkAmount(v, 'amount', amount);
    v.throwIfInvalid();
    const intent: PaymentIntentRecord = {
      id: this.newId(),
      userId,
      project: project as PaymentIntentRecord['project'],
      createdAt: this.clock(),
      usedByDonationId: null,
      donationType: choice.donationType ?? null,
      amount,
    };
    await this.intents.save(intent);
    return intent;
  }

  /**
   * A payment the viewer started, with its donation once the payment provider's push recorded it. The intent id is
   * an unguessable capability: a guest's intent is visible to whoever holds the id (the page that started it); a
   * signed-in donor's only to that donor. Anything else reads as unknown.
   */
  async intentStatus(viewerId: string | null, intentId: string): Promise<IntentStatus | null> {
    const intent = await this.intents.findById(intentId);
    if (!intent || (intent.userId !== null && intent.userId !== viewerId)) return null;
    const donation = intent.usedByDonationId ? await this.donations.findById(intent.usedByDonationId) : undefined;
    return { intent, donation: donation ?? null };
  }

  /**
   * Records a donation after payment success. It must use an unused intent of the same viewer, and is idempotent
   * on the payment provider's transaction id: the same transaction returns the donation already recorded.
   */
  create(userId: string | null, input: DonationInput): Promise<DonationRecord> {
    // Check-then-write must not interleave: a double submit or Twingle's push racing the client would otherwise
    // spend one intent twice or record one transaction twice.
    const trx = input.paymentProviderTransactionId?.trim();
    const keys = [`intent:${input.treeProviderTransactionId}`];
    if (trx) keys.push(`transaction:${input.paymentProvider ?? 'TWINGLE'}:${trx}`);
    return this.atomically(keys, () => this.createUnlocked(userId, input));
  }

  private async createUnlocked(userId: string | null, input: DonationInput): Promise<DonationRecord> {
    const provider = input.paymentProvider ?? 'TWINGLE';
    const trx = input.paymentProviderTransactionId?.trim() || null;
    if (trx) {
      const existing = await this.donations.findByPaymentTransaction(provider, trx);
      // The same request again (double submit, a retry) only from whoever holds the intent it used: a stranger
      // who knows a transaction id (guests all share userId null) gets neither the donation nor a hint.
      if (existing && existing.userId === userId && existing.paymentIntentId === input.treeProviderTransactionId)
        return existing;
      if (existing) throw badInput({ 'donation.treeProviderTransactionId': UNKNOWN_PAYMENT });
    }

    const intent = await this.intents.findById(input.treeProviderTransactionId);
    this.validate(input, intent, userId);

    const now = this.clock();
    const donation: DonationRecord = {
      donationId: this.newId(),
      userId,
      donationType: input.donationType,
      rhythm: input.rhythm,
      amount: input.amount,
      currency: input.currency,
      project: intent!.project,
      donatedAt: input.donatedAt,
      confirmedAt: trx ? now : null,
      canceledAt: null,
      endRequestedAt: null,
      treeProvider: input.treeProvider,
      treeUnitsRequested: input.treeUnitsRequested,
      paymentIntentId: intent!.id,
      paymentProvider: trx ? provider : (input.paymentProvider ?? null),
      paymentProviderTransactionId: trx,
    };
    // The first order (the first instalment, for monthly donations) goes to the tree provider at once.
    const order: OrderRecord = {
      treeProviderDonationId: this.newId(),
      donationId: donation.donationId,
      userId,
      amount: donation.amount,
      currency: donation.currency,
      donatedAt: donation.donatedAt,
      donationType: donation.donationType,
      orderState: 'DONATED',
      plannedPlanting: null,
      project: donation.project,
      treeUnits: donation.treeUnitsRequested,
      accountedAt: null,
      paymentProviderTransactionId: null,
    };
    await this.intents.save({ ...intent!, usedByDonationId: donation.donationId });
    await this.donations.save(donation);
    await this.orders.save(order);
    return donation;
  }

  /**
   * Ends one of the user's monthly donations (pauseDonation): the payment provider ends it first, then our record
   * says so — ended, or end requested while the provider still has to confirm. The donor gets a confirmation mail.
   */
  async pause(userId: string, donationId: string): Promise<DonationRecord> {
    const { donation, changed } = await this.atomically([`donation:${donationId}`], () =>
      this.endUnlocked(userId, donationId),
    );
    if (changed) await this.confirmByMail(donation);
    return donation;
  }

  private async endUnlocked(
    userId: string,
    donationId: string,
    reason: 'DONOR' | 'ACCOUNT_CLOSED' = 'DONOR',
  ): Promise<{ donation: DonationRecord; changed: boolean }> {
    const donation = await this.donations.findById(donationId);
    // Someone else's donation is reported as missing, so ids of other donors cannot be probed.
    if (!donation || donation.userId !== userId) throw notFound('Diese Spende gibt es nicht.');
    if (!isActive(donation)) {
      throw badInput({ donationId: 'Nur ein laufendes Abo kann beendet werden.' });
    }
    // Asked before and accepted: the provider's push confirms it; asking again changes nothing.
    if (donation.endRequestedAt) return { donation, changed: false };
    // One unit with the provider: the call runs inside the lock (on SQL, the transaction), and the record changes
    // only after it said yes. If it fails, nothing changed and the donor may retry. If it said yes but our commit
    // fails, the retry sends the same key — one key per donation, since an Abo ends once — and the provider ends it
    // once; Twingle's endrecurring push would also set the record right.
    let answer;
    try {
      answer = await this.payments.endRecurring(donation, {
        idempotencyKey: `klimahain-end-${donation.donationId}`,
        reason,
      });
    } catch (error) {
      if (!(error instanceof RecurringPaymentsError)) throw error;
      throw paymentProviderUnavailable(
        'Wir konnten dein Abo gerade nicht beenden: Unser Zahlungsdienstleister Twingle hat nicht geantwortet. Dein Abo läuft unverändert weiter. Bitte versuche es in ein paar Minuten erneut.',
      );
    }
    const now = this.clock();
    const next: DonationRecord =
      answer.state === 'ENDED'
        ? { ...donation, canceledAt: now, endRequestedAt: null }
        : { ...donation, endRequestedAt: now };
    await this.donations.save(next);
    return { donation: next, changed: true };
  }

  /** The Abo's end is done whether or not the mail goes out: a failed mail must not make the donor end it twice. */
  private async confirmByMail(donation: DonationRecord): Promise<void> {
    try {
      await this.endMails?.send(donation, donation.canceledAt ? 'ENDED' : 'END_REQUESTED');
    } catch (error) {
      console.error(`[abo] confirmation mail for donation ${donation.donationId} not sent:`, error);
    }
  }

  /** Ends every active donation of a user (account closed or dropped) and returns the ended ones; no mail. */
  async cancelAllActive(userId: string): Promise<DonationRecord[]> {
    const active = (await this.donations.listByUser(userId)).filter(isActive);
    const cancelled: DonationRecord[] = [];
    for (const d of active) {
      cancelled.push(
        (
          await this.atomically([`donation:${d.donationId}`], () =>
            this.endUnlocked(userId, d.donationId, 'ACCOUNT_CLOSED'),
          )
        ).donation,
      );
    }
    return cancelled;
  }

  /** Donations and orders stay as anonymous accounting records (tax law); only the link to the person goes. */
  async anonymize(userId: string): Promise<void> {
    for (const d of await this.donations.listByUser(userId)) await this.donations.save({ ...d, userId: null });
    for (const o of await this.orders.listByUser(userId)) await this.orders.save({ ...o, userId: null });
  }

  private validate(input: DonationInput, intent: PaymentIntentRecord | undefined, userId: string | null): void {
    const v = new Validator();
    const f = (name: string) => `donation.${name}`;
    checkAmount(v, f('amount'), input.amount);
    v.check(
      input.treeUnitsRequested === treeUnitsFor(input.amount),
      f('treeUnitsRequested'),
      `Für ${input.amount} € gibt es ${treeUnitsFor(input.amount)} Bäume (5 € je Baum).`,
    );
    v.check(isProjectId(input.project), f('project'), `Das Projekt „${input.project}“ gibt es nicht.`);
    v.check(
      // A custom Abo may come in any recurring rhythm Twingle sends (issue 34 §7); percent Abos are monthly.
      rhythmOf(input.donationType) === input.rhythm ||
        (input.donationType === 'custom_abo' && isRecurring(input.rhythm)),
      f('rhythm'),
      input.donationType === 'custom_one_time' ? 'Eine Spende ist einmalig.' : 'Ein Abo ist monatlich.',
    );
    v.check(
      input.donatedAt.getTime() <= this.clock().getTime() + CLOCK_SKEW_MS,
      f('donatedAt'),
      'Das Spendendatum liegt in der Zukunft.',
    );
    const intentOk = intent !== undefined && intent.userId === userId && intent.usedByDonationId === null;
    v.check(intentOk, f('treeProviderTransactionId'), UNKNOWN_PAYMENT);
    v.check(
      !intent || !intentOk || intent.project === input.project,
      f('project'),
      'Das Projekt passt nicht zur begonnenen Zahlung.',
    );
    v.throwIfInvalid();
  }
}
