import { badInput, notFound } from '../../errors.js';
import type { Clock, ReceiptRenderer } from '../../ports.js';
import { germanDay, germanYear } from '../calendar/calendarDays.js';
import type {
  DonationRecord,
  OrderRecord,
  ReceiptGift,
  ReceiptRecipient,
  ReceiptRecord,
  Repositories,
  Rhythm,
  UserRecord,
} from '../../repositories/types.js';

/** What the donor downloads: the receipt as stored and its PDF. */
export interface IssuedReceipt {
  receipt: ReceiptRecord;
  pdf: Uint8Array;
}

/** A gift a receipt can be issued for, and the year's Sammelbestätigung that covers it, if any. */
export interface ReceiptableGift extends ReceiptGift {
  project: string;
  annualReceiptNumber: string | null;
}

export interface ReceiptYear {
  year: number;
  total: number;
  giftCount: number;
  receiptNumber: string | null;
}

const ADDRESS_NEEDED =
  'Für eine Zuwendungsbestätigung brauchen wir deinen Namen und deine vollständige Anschrift. Bitte ergänze sie.';

/** Paid gifts only: a payment that was taken back (ABORTED) or of 0 € is no Zuwendung. */
const isPaid = (o: OrderRecord) => o.orderState !== 'ABORTED' && o.amount > 0;
/**
 * A gift as a receipt lists it. The rhythm is kept only for the instalments of a quarterly, half-yearly or yearly
 * Abo (issue 34 §7), so the receipt names the rate for what it is; the receipts of everything else stay as they were.
 */
const giftOf = (o: OrderRecord, rhythms: ReadonlyMap<string, Rhythm> = new Map()): ReceiptGift => {
  const rhythm = rhythms.get(o.donationId);
  return {
    orderId: o.treeProviderDonationId,
    donatedAt: o.donatedAt,
    amount: o.amount,
    donationType: o.donationType,
    ...(rhythm === 'quarterly' || rhythm === 'halfyearly' || rhythm === 'yearly' ? { rhythm } : {}),
  };
};
const rhythmsOf = (donations: readonly DonationRecord[]) => new Map(donations.map((d) => [d.donationId, d.rhythm]));
const byDate = (a: { donatedAt: Date }, b: { donatedAt: Date }) => a.donatedAt.getTime() - b.donatedAt.getTime();
const sum = (gifts: readonly ReceiptGift[]) => Math.round(gifts.reduce((total, g) => total + g.amount * 100, 0)) / 100;
const sameGifts = (a: readonly ReceiptGift[], b: readonly ReceiptGift[]) =>
  a.length === b.length && a.every((g, i) => g.orderId === b[i].orderId && g.amount === b[i].amount);
// Field by field: a JSON column (jsonb) gives the keys back in its own order.
const sameRecipient = (a: ReceiptRecipient | null, b: ReceiptRecipient) =>
  a !== null && a.name === b.name && a.street === b.street && a.zipPlace === b.zipPlace && a.country === b.country;

/**
 * Zuwendungsbestätigungen (issue 24): one per paid gift, and one Sammelbestätigung per past calendar year. Each is
 * numbered once and stored; asking again gives the same receipt and the same file. When what it would say changed —
 * the donor's name or address, or the gifts of a year — a correction gets a new number and the old one is voided.
 * A year's Sammelbestätigung replaces the single receipts of that year (it states that no other receipt covers its
 * gifts), so those are voided and a single receipt for a gift in it is no longer issued.
 */
export class ReceiptService {
  constructor(
    private readonly repos: Pick<Repositories, 'orders' | 'receipts' | 'donations' | 'atomically'>,
    private readonly renderer: ReceiptRenderer,
    private readonly clock: Clock,
  ) {}

  /** The viewer's paid gifts, newest first, with the Sammelbestätigung that covers each. */
  async gifts(user: UserRecord): Promise<ReceiptableGift[]> {
    const [orders, receipts, donations] = await Promise.all([
      this.repos.orders.listByUser(user.id),
      this.valid(user.id),
      this.repos.donations.listByUser(user.id),
    ]);
    const rhythms = rhythmsOf(donations);
    const annualOf = (orderId: string) =>
      receipts.find((r) => r.kind === 'ANNUAL' && r.gifts.some((g) => g.orderId === orderId))?.number ?? null;
    return orders
      .filter(isPaid)
      .sort(byDate)
      .reverse()
      .map((o) => ({
        ...giftOf(o, rhythms),
        project: o.project,
        annualReceiptNumber: annualOf(o.treeProviderDonationId),
      }));
  }

  /** Past calendar years with paid gifts (from 1 January the year before is one), newest first. */
  async years(user: UserRecord): Promise<ReceiptYear[]> {
    const thisYear = germanYear(this.clock());
    const [gifts, receipts] = await Promise.all([this.gifts(user), this.valid(user.id)]);
    const years = [...new Set(gifts.map((g) => germanYear(g.donatedAt)))]
      .filter((y) => y < thisYear)
      .sort((a, b) => b - a);
    return years.map((year) => {
      const inYear = gifts.filter((g) => germanYear(g.donatedAt) === year);
      const receipt = receipts.find((r) => r.kind === 'ANNUAL' && r.periodFrom.startsWith(`${year}-`));
      return { year, total: sum(inYear), giftCount: inYear.length, receiptNumber: receipt?.number ?? null };
    });
  }

  /** The receipt for one paid gift of the viewer (NOT_FOUND for anyone else's). */
  async issueForGift(user: UserRecord, orderId: string): Promise<IssuedReceipt> {
    const order = await this.repos.orders.findById(orderId);
    if (!order || order.userId !== user.id) throw notFound('Diese Spende gibt es nicht.');
    if (!isPaid(order))
      throw badInput({ giftId: 'Für diese Zahlung gibt es keine Bestätigung: Sie wurde zurückgebucht.' });
    const recipient = recipientOf(user);
    return this.repos.atomically([`receipts:${user.id}`, 'receipts:number'], async () => {
      const annual = (await this.valid(user.id)).find(
        (r) => r.kind === 'ANNUAL' && r.gifts.some((g) => g.orderId === orderId),
      );
      if (annual) {
        throw badInput({
          giftId: `Diese Spende ist in deiner Sammelbestätigung ${annual.number} enthalten; eine zweite Bestätigung darf es nicht geben.`,
        });
      }
      const day = germanDay(order.donatedAt);
      return this.issue(
        user.id,
        'SINGLE',
        [giftOf(order, rhythmsOf(await this.repos.donations.listByUser(user.id)))],
        recipient,
        day,
        day,
        (r) => r.kind === 'SINGLE' && r.gifts[0]?.orderId === orderId,
      );
    });
  }

  /** The Sammelbestätigung of a past calendar year. */
  async issueForYear(user: UserRecord, year: number): Promise<IssuedReceipt> {
    if (!Number.isInteger(year) || year >= germanYear(this.clock())) {
      throw badInput({ year: `Die Sammelbestätigung für ${year} gibt es ab dem 1. Januar ${year + 1}.` });
    }
    const recipient = recipientOf(user);
    return this.repos.atomically([`receipts:${user.id}`, 'receipts:number'], async () => {
      const rhythms = rhythmsOf(await this.repos.donations.listByUser(user.id));
      const gifts = (await this.repos.orders.listByUser(user.id))
        .filter((o) => isPaid(o) && germanYear(o.donatedAt) === year)
        .map((o) => giftOf(o, rhythms))
        .sort(byDate);
      if (gifts.length === 0) throw notFound(`Für ${year} haben wir keine Spende von dir verbucht.`);
      const issued = await this.issue(
        user.id,
        'ANNUAL',
        gifts,
        recipient,
        `${year}-01-01`,
        `${year}-12-31`,
        (r) => r.kind === 'ANNUAL' && r.periodFrom === `${year}-01-01`,
      );
      // The Sammelbestätigung states that no other receipt covers its gifts.
      const covered = new Set(gifts.map((g) => g.orderId));
      for (const single of await this.valid(user.id)) {
        if (single.kind === 'SINGLE' && covered.has(single.gifts[0].orderId)) {
          await this.repos.receipts.save({
            ...single,
            voidedAt: issued.receipt.issuedAt,
            replacedBy: issued.receipt.number,
          });
        }
      }
      return issued;
    });
  }

  private async valid(userId: string): Promise<ReceiptRecord[]> {
    return (await this.repos.receipts.listByUser(userId)).filter((r) => r.voidedAt === null);
  }

  /** The stored receipt when it still says the same, else a new number (voiding the old one). Runs under the lock. */
  private async issue(
    userId: string,
    kind: ReceiptRecord['kind'],
    gifts: ReceiptGift[],
    recipient: ReceiptRecipient,
    periodFrom: string,
    periodTo: string,
    sameSubject: (r: ReceiptRecord) => boolean,
  ): Promise<IssuedReceipt> {
    const previous = (await this.valid(userId)).find(sameSubject);
    if (previous && sameRecipient(previous.recipient, recipient) && sameGifts(previous.gifts, gifts)) {
      return { receipt: previous, pdf: await this.renderer.render(previous) };
    }
    const issuedAt = this.clock();
    const year = germanYear(issuedAt);
    const number = `KH-${year}-${String((await this.repos.receipts.countNumberedIn(year)) + 1).padStart(6, '0')}`;
    const draft = {
      number,
      userId,
      kind,
      periodFrom,
      periodTo,
      amount: sum(gifts),
      gifts,
      recipient,
      issuedAt,
      voidedAt: null,
      replacedBy: null,
      mailedAt: null,
    };
    const pdf = await this.renderer.render({ ...draft, sha256: '' });
    const receipt: ReceiptRecord = { ...draft, sha256: await sha256(pdf) };
    await this.repos.receipts.save(receipt);
    if (previous) await this.repos.receipts.save({ ...previous, voidedAt: issuedAt, replacedBy: number });
    return { receipt, pdf };
  }
}

/** Name and address from the profile; a receipt without them is no receipt (§ 50 EStDV: „Name und Anschrift“). */
function recipientOf(user: UserRecord): ReceiptRecipient {
  const a = user.address;
  const name = [user.firstName, user.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  if (!name || !a?.street?.trim() || !a.zip?.trim() || !a.place?.trim()) throw badInput({ address: ADDRESS_NEEDED });
  return {
    name,
    street: a.street.trim(),
    zipPlace: `${a.zip.trim()} ${a.place.trim()}`,
    country: a.country?.trim() || 'Deutschland',
  };
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
