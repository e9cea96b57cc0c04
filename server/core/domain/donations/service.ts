import { badInput } from '../../errors.js';
import type { Clock, IdGenerator, RecurringPayments } from '../../ports.js';
import type {
  DonationRecord,
  DonationRepository,
  DonationType,
  OrderRecord,
  OrderRepository,
  PaymentIntentRecord,
  PaymentIntentRepository,
  Repositories,
} from '../../repositories/types.js';
import { isProjectId } from '../projects.js';
import { Validator } from '../validate.js';
import type { AboEndMails } from './aboEndMail.js';
import { confirmEndByMail, endDonation, type EndDeps } from './donationEnd.js';
import { checkAmount, UNKNOWN_PAYMENT, validateDonation, type DonationInput } from './donationInput.js';
import { isActive, matchesFilter, type DonationFilter } from './rules.js';

export { checkAmount, MAX_AMOUNT_EUR, MIN_AMOUNT_EUR, type DonationInput } from './donationInput.js';

export interface IntentChoice {
  donationType?: DonationType | null;
  amount?: number | null;
}

export interface IntentStatus {
  intent: PaymentIntentRecord;
  donation: DonationRecord | null;
}

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

  private get endDeps(): EndDeps {
    return { donations: this.donations, payments: this.payments, clock: this.clock };
  }

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
    validateDonation(input, intent, userId, this.clock());

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
      endDonation(this.endDeps, userId, donationId),
    );
    if (changed) await confirmEndByMail(this.endMails, donation);
    return donation;
  }

  /** Ends every active donation of a user (account closed or dropped) and returns the ended ones; no mail. */
  async cancelAllActive(userId: string): Promise<DonationRecord[]> {
    const active = (await this.donations.listByUser(userId)).filter(isActive);
    const cancelled: DonationRecord[] = [];
    for (const d of active) {
      cancelled.push(
        (
          await this.atomically([`donation:${d.donationId}`], () =>
            endDonation(this.endDeps, userId, d.donationId, 'ACCOUNT_CLOSED'),
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
}
