import { badInput, notFound } from '../../errors.js';
import type { Clock, IdGenerator } from '../../ports.js';
import type {
  DonationRecord,
  IsoDate,
  OrderRecord,
  PaymentIntentRecord,
  PlotRecord,
  ProjectId,
  Repositories,
  TreeGiftRecord,
  UserRecord,
} from '../../repositories/types.js';
import { CO2_T_PER_TREE, rhythmOf } from '../donations/rules.js';
import { PROJECTS } from '../projects.js';
import { Validator } from '../validate.js';
import { berlinToday, checkGift, newGiftToken, type TreeGiftInput } from './rules.js';

export type { TreeGiftInput } from './rules.js';

/** A gift as the giver sees it in „Abo & Spenden“: with what was paid. */
export interface GiverTreeGift {
  gift: TreeGiftRecord;
  donation: DonationRecord | null;
  treeCount: number;
}

/** The public certificate page: no e-mail addresses, no ids but the token's own gift. */
export interface TreeGiftCertificate {
  gift: TreeGiftRecord;
  giverName: string;
  project: ProjectId;
  forest: string;
  /** Where the trees grow, with its preposition: „auf Borneo (Indonesien)“, „in Uganda“. */
  atForest: string;
  treeCount: number;
  /** kg CO₂ the trees bind per year: the planted plots' figure once planted, the average tree's before. */
  co2KgPerYear: number;
  plots: { plot: PlotRecord; treeCount: number }[];
}

const kgPerYear = (trees: number, tPerTree = CO2_T_PER_TREE) => Math.round(trees * tPerTree * 1000);

/**
 * Baum verschenken (issue 26 §1). A gift starts with the payment intent (the donor's choice before Twingle's widget),
 * becomes SCHEDULED (geplant) once the push recorded the payment, DELIVERED (zugestellt) when it was mailed on its
 * day (or handed to the giver to print), and CLAIMED (angenommen) when the recipient took the trees into an account.
 * The giver may change its day and message until it is delivered.
 */
export class TreeGiftService {
  constructor(
    private readonly repos: Pick<
      Repositories,
      'treeGifts' | 'paymentIntents' | 'donations' | 'orders' | 'plots' | 'users' | 'atomically'
    >,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
  ) {}

  /** Checks a gift before its intent exists: nothing is stored when a field is wrong. */
  check(userId: string | null, donationType: string | null | undefined, input: TreeGiftInput): void {
    const v = new Validator();
    v.check(userId !== null, 'gift', 'Melde dich an, um Bäume zu verschenken: So siehst du dein Geschenk später.');
    v.check(
      !!donationType && rhythmOf(donationType as DonationRecord['donationType']) === 'one_time',
      'gift',
      'Verschenken kannst du eine einmalige Spende, kein Abo.',
    );
    checkGift(input, berlinToday(this.clock), v);
    v.throwIfInvalid();
  }

  /** Stores the gift with the intent it will be paid through (call check first). */
  async createForIntent(intent: PaymentIntentRecord, input: TreeGiftInput): Promise<TreeGiftRecord> {
    const clean = checkGift(input, berlinToday(this.clock));
    const gift: TreeGiftRecord = {
      id: this.newId(),
      token: newGiftToken(),
      paymentIntentId: intent.id,
      donationId: null,
      orderId: null,
      giverUserId: intent.userId,
      ...clean,
      state: 'PENDING_PAYMENT',
      createdAt: this.clock(),
      deliveredAt: null,
      claimedAt: null,
      claimedByUserId: null,
    };
    await this.repos.treeGifts.save(gift);
    return gift;
  }

  /** The giver's paid gifts, newest first. */
  async listForGiver(user: UserRecord): Promise<GiverTreeGift[]> {
    const gifts = (await this.repos.treeGifts.listByGiver(user.id)).filter((g) => g.donationId !== null);
    const list = await Promise.all(gifts.map((g) => this.withDonation(g)));
    return list.reverse();
  }

  /** Whom a donation was given to, for the giver's list of donations; null when it was no gift. */
  async recipientOf(donation: DonationRecord): Promise<string | null> {
    // Only a one-time donation can be a gift: the Abos of a list need no lookup.
    if (donation.rhythm !== 'one_time') return null;
    const gift = await this.repos.treeGifts.findByIntent(donation.paymentIntentId);
    return gift && gift.donationId === donation.donationId && gift.recipientName ? gift.recipientName : null;
  }

  /** The paid gift a payment made, for the donor's „Danke!“; null for a payment that is no gift or not yet paid. */
  async forIntent(intentId: string): Promise<GiverTreeGift | null> {
    const gift = await this.repos.treeGifts.findByIntent(intentId);
    return gift && gift.donationId !== null ? this.withDonation(gift) : null;
  }

  private async withDonation(gift: TreeGiftRecord): Promise<GiverTreeGift> {
    const donation = gift.donationId ? ((await this.repos.donations.findById(gift.donationId)) ?? null) : null;
    const order = gift.orderId ? await this.repos.orders.findById(gift.orderId) : undefined;
    return { gift, donation, treeCount: order?.treeUnits ?? donation?.treeUnitsRequested ?? 0 };
  }

  /** The giver changes the day or the message — until the gift is delivered. */
  async update(
    user: UserRecord,
    id: string,
    change: { deliverOn?: IsoDate | null; message?: string | null },
  ): Promise<GiverTreeGift> {
    return this.repos.atomically([`gift:${id}`], async () => {
      const gift = await this.repos.treeGifts.findById(id);
      if (!gift || gift.giverUserId !== user.id || gift.donationId === null) {
        throw notFound('Dieses Geschenk gibt es nicht.');
      }
      if (gift.deliveredAt !== null) {
        throw badInput({ gift: 'Dieses Geschenk ist schon zugestellt; Datum und Nachricht bleiben, wie sie waren.' });
      }
      const v = new Validator();
      const clean = checkGift(
        {
          recipientName: gift.recipientName,
          recipientEmail: gift.recipientEmail,
          message: change.message ?? gift.message,
          // An unchanged day that has passed meanwhile is no error (the job delivers it on its next run).
          deliverOn:
            change.deliverOn ?? (gift.deliverOn < berlinToday(this.clock) ? berlinToday(this.clock) : gift.deliverOn),
        },
        berlinToday(this.clock),
        v,
      );
      v.throwIfInvalid();
      const saved = { ...gift, message: clean.message, deliverOn: change.deliverOn ? clean.deliverOn : gift.deliverOn };
      await this.repos.treeGifts.save(saved);
      return this.withDonation(saved);
    });
  }

  /**
   * Links a gift to the payment the push recorded for its intent: from then on it is SCHEDULED. Idempotent (a retried
   * push links it once). A push that carries the gift's fields (Twingle custom fields) for an intent without one makes
   * the gift from them, if the intent's donor is signed in and the fields are valid.
   */
  async linkPayment(
    intent: PaymentIntentRecord,
    donation: DonationRecord,
    orderId: string | null,
    fromPush: TreeGiftInput | null,
  ): Promise<TreeGiftRecord | null> {
    return this.repos.atomically([`gift-intent:${intent.id}`], async () => {
      let gift = await this.repos.treeGifts.findByIntent(intent.id);
      if (!gift && fromPush && intent.userId && donation.rhythm === 'one_time') {
        const v = new Validator();
        // The push arrives after the payment: a day that passed meanwhile means today.
        const today = berlinToday(this.clock);
        const day = fromPush.deliverOn && fromPush.deliverOn >= today ? fromPush.deliverOn : today;
        const clean = checkGift({ ...fromPush, deliverOn: day }, today, v);
        if (!v.ok) return null;
        gift = {
          id: this.newId(),
          token: newGiftToken(),
          paymentIntentId: intent.id,
          donationId: null,
          orderId: null,
          giverUserId: intent.userId,
          ...clean,
          state: 'PENDING_PAYMENT',
          createdAt: this.clock(),
          deliveredAt: null,
          claimedAt: null,
          claimedByUserId: null,
        };
      }
      if (!gift) return null;
      if (gift.donationId !== null) return gift;
      const linked: TreeGiftRecord = { ...gift, donationId: donation.donationId, orderId, state: 'SCHEDULED' };
      await this.repos.treeGifts.save(linked);
      return linked;
    });
  }

  /**
   * The certificate page's data for a delivered gift; null for an unknown token or a gift not yet delivered — except
   * for its giver (`viewerId`), who sees and prints a paid gift's certificate before its day (issue 33 §3).
   */
  async certificate(token: string, viewerId: string | null = null): Promise<TreeGiftCertificate | null> {
    const gift = await this.paidGiftByToken(token);
    if (!gift) return null;
    if (gift.deliveredAt === null && (viewerId === null || gift.giverUserId !== viewerId)) return null;
    return this.certificateOf(gift);
  }

  /**
   * The certificate's PDF by its link alone (no session: a plain download link). Any paid gift: before its day only
   * the giver knows the token — the app shows it to the giver, the recipient gets it with the mail on the day.
   */
  async certificateForDownload(token: string): Promise<TreeGiftCertificate | null> {
    const gift = await this.paidGiftByToken(token);
    return gift ? this.certificateOf(gift) : null;
  }

  private async paidGiftByToken(token: string): Promise<TreeGiftRecord | null> {
    if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) return null;
    const gift = await this.repos.treeGifts.findByToken(token);
    return gift && gift.donationId !== null ? gift : null;
  }

  /** Also for the PDF and the mail, before the gift is marked delivered. */
  async certificateOf(gift: TreeGiftRecord): Promise<TreeGiftCertificate> {
    const donation = gift.donationId ? await this.repos.donations.findById(gift.donationId) : undefined;
    const order = gift.orderId ? await this.repos.orders.findById(gift.orderId) : undefined;
    const giver = gift.giverUserId ? await this.repos.users.findById(gift.giverUserId) : undefined;
    const project = (order?.project ?? donation?.project ?? 'indonesia') as ProjectId;
    const treeCount = order?.treeUnits ?? donation?.treeUnitsRequested ?? 0;
    const place = PROJECTS.find((p) => p.id === project);
    const plots: TreeGiftCertificate['plots'] = [];
    if (gift.orderId) {
      for (const a of await this.repos.plots.listAllocationsByOrder(gift.orderId)) {
        const plot = await this.repos.plots.findById(a.plotId);
        if (plot) plots.push({ plot, treeCount: a.treeCount });
      }
    }
    const planted = plots.reduce((s, p) => s + p.treeCount * p.plot.co2tPerTreePerYear * 1000, 0);
    // Trees of the gift not yet in the ground count with the average tree until the provider reports them planted.
    const unplanted = Math.max(0, treeCount - plots.reduce((s, p) => s + p.treeCount, 0));
    return {
      gift,
      giverName: giverNameOf(giver),
      project,
      forest: place?.forest ?? project,
      atForest: place?.atForest ?? `in ${project}`,
      treeCount,
      co2KgPerYear: Math.round(planted) + kgPerYear(unplanted),
      plots,
    };
  }

  /** The recipient takes the trees into their own Klimahain: once, by one account, not the giver's. */
  async claim(user: UserRecord, token: string): Promise<TreeGiftCertificate> {
    const found = await this.certificate(token);
    if (!found) throw notFound('Dieses Geschenk gibt es nicht oder es ist noch nicht zugestellt.');
    return this.repos.atomically([`gift:${found.gift.id}`], async () => {
      const gift = (await this.repos.treeGifts.findById(found.gift.id))!;
      if (gift.claimedByUserId === user.id) return this.certificateOf(gift);
      if (gift.claimedByUserId !== null) {
        throw badInput({ token: 'Diese Bäume hat schon jemand in seinen Klimahain übernommen.' });
      }
      if (gift.giverUserId === user.id) {
        throw badInput({
          token: 'Das ist dein eigenes Geschenk: Die beschenkte Person übernimmt die Bäume mit ihrem Konto.',
        });
      }
      const claimed: TreeGiftRecord = { ...gift, state: 'CLAIMED', claimedAt: this.clock(), claimedByUserId: user.id };
      await this.repos.treeGifts.save(claimed);
      return this.certificateOf(claimed);
    });
  }

  /** Order ids whose trees count for this user instead of the giver: gifts they claimed (in) and gave away (out). */
  async claimedOrders(userId: string): Promise<{ received: string[]; givenAway: string[] }> {
    const [received, given] = await Promise.all([
      this.repos.treeGifts.listClaimedBy(userId),
      this.repos.treeGifts.listByGiver(userId),
    ]);
    return {
      received: received.flatMap((g) => (g.orderId ? [g.orderId] : [])),
      givenAway: given.flatMap((g) => (g.orderId && g.claimedByUserId ? [g.orderId] : [])),
    };
  }
}

export function giverNameOf(giver: UserRecord | undefined): string {
  if (!giver || giver.closedAt) return 'Jemand';
  return (
    [giver.firstName, giver.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') || 'Jemand'
  );
}

/** The order a one-time donation's push made (its first order). */
export const firstOrderOf = (orders: readonly OrderRecord[]) =>
  orders.find((o) => o.paymentProviderTransactionId === null) ?? null;
