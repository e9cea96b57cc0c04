import type {
  TeamTaskRecord,
  AboChangeRecord,
  CalculatorStateRecord,
  DonationRecord,
  NewsletterSubscriberRecord,
  OrderRecord,
  PaymentIntentRecord,
  PlotRecord,
  ReceiptRecord,
  UserRecord,
} from '../../core/repositories/types.js';
import type * as t from './schema.js';

/** Records ↔ rows. Euros travel as numbers in the domain and rest as integer cents in the database. */

const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** The user's columns that UserRecord carries (order_mails_off is kept by its own repository calls). */
export function userToRow(u: UserRecord): Omit<Row<typeof t.users>, 'orderMailsOff' | 'receiptMailsOn'> {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    createdAt: u.createdAt,
    addressId: u.address?.id ?? null,
    addressCountry: u.address?.country ?? null,
    addressPlace: u.address?.place ?? null,
    addressStreet: u.address?.street ?? null,
    addressZip: u.address?.zip ?? null,
    birthdate: u.birthdate,
    companyName: u.companyName,
    salutation: u.salutation,
    profileCompletionSuppressedAt: u.profileCompletionSuppressedAt,
    closedAt: u.closedAt,
  };
}

export function userFromRow(r: Row<typeof t.users>): UserRecord {
  const {
    addressId,
    addressCountry,
    addressPlace,
    addressStreet,
    addressZip,
    orderMailsOff: _off,
    receiptMailsOn: _on,
    ...rest
  } = r;
  return {
    ...rest,
    address: addressId
      ? { id: addressId, country: addressCountry, place: addressPlace, street: addressStreet, zip: addressZip }
      : null,
  };
}

export function donationToRow(d: DonationRecord): Row<typeof t.donations> {
  const { amount, ...rest } = d;
  return { ...rest, amountCents: toCents(amount) };
}

export function donationFromRow(r: Row<typeof t.donations>): DonationRecord {
  const { amountCents, ...rest } = r;
  return { ...rest, amount: toEuros(amountCents) };
}

export function orderToRow(o: OrderRecord): Row<typeof t.orders> {
  const { amount, ...rest } = o;
  return { ...rest, amountCents: toCents(amount) };
}

export function orderFromRow(r: Row<typeof t.orders>): OrderRecord {
  const { amountCents, ...rest } = r;
  return { ...rest, amount: toEuros(amountCents) };
}

export function intentToRow(i: PaymentIntentRecord): Row<typeof t.paymentIntents> {
  const { amount, ...rest } = i;
  return { ...rest, amountCents: amount === null ? null : toCents(amount) };
}

export function intentFromRow(r: Row<typeof t.paymentIntents>): PaymentIntentRecord {
  const { amountCents, ...rest } = r;
  return { ...rest, amount: amountCents === null ? null : toEuros(amountCents) };
}

export function plotToRow(p: PlotRecord): Row<typeof t.plots> {
  const { coordinates, ...rest } = p;
  return { ...rest, latitude: coordinates.latitude, longitude: coordinates.longitude };
}

export function plotFromRow(r: Row<typeof t.plots>): PlotRecord {
  const { latitude, longitude, ...rest } = r;
  return { ...rest, coordinates: { latitude, longitude } };
}

export function stateToRow(s: CalculatorStateRecord): Row<typeof t.calculatorStates> {
  const { previous, ...rest } = s;
  return {
    ...rest,
    previousCo2EmissionTotal: previous?.co2EmissionTotal ?? null,
    previousCreatedAt: previous?.createdAt ?? null,
  };
}

export function stateFromRow(r: Row<typeof t.calculatorStates>): CalculatorStateRecord {
  const { previousCo2EmissionTotal, previousCreatedAt, ...rest } = r;
  return {
    ...rest,
    answers: r.answers.map((a) => ({ ...a, co2EmissionFactor: a.co2EmissionFactor ?? null })),
    previous:
      previousCo2EmissionTotal !== null && previousCreatedAt !== null
        ? { co2EmissionTotal: previousCo2EmissionTotal, createdAt: previousCreatedAt }
        : null,
  };
}

export function aboChangeToRow(c: AboChangeRecord): Row<typeof t.aboChanges> {
  const { fromAmount, toAmount, ...rest } = c;
  return { ...rest, fromAmountCents: toCents(fromAmount), toAmountCents: toCents(toAmount) };
}

export function aboChangeFromRow(r: Row<typeof t.aboChanges>): AboChangeRecord {
  const { fromAmountCents, toAmountCents, ...rest } = r;
  return { ...rest, fromAmount: toEuros(fromAmountCents), toAmount: toEuros(toAmountCents) };
}

export function teamTaskToRow(task: TeamTaskRecord): Row<typeof t.teamTasks> {
  const { newAmount, pauseFrom, pauseUntil, ...rest } = task;
  return {
    ...rest,
    newAmountCents: newAmount === null ? null : toCents(newAmount),
    pauseFrom: pauseFrom ?? null,
    pauseUntil: pauseUntil ?? null,
  };
}

export function teamTaskFromRow(r: Row<typeof t.teamTasks>): TeamTaskRecord {
  const { newAmountCents, pauseFrom, pauseUntil, ...rest } = r;
  return {
    ...rest,
    newAmount: newAmountCents === null ? null : toEuros(newAmountCents),
    // Only a PAUSE has its days; other kinds read as they were written (without the optional fields).
    ...(pauseFrom !== null || pauseUntil !== null ? { pauseFrom, pauseUntil } : {}),
  };
}

export const subscriberToRow = (n: NewsletterSubscriberRecord): Row<typeof t.newsletterSubscribers> => ({
  ...n,
  emailKey: n.email.toLowerCase(),
});

export function subscriberFromRow(r: Row<typeof t.newsletterSubscribers>): NewsletterSubscriberRecord {
  const { emailKey: _key, ...rest } = r;
  return rest;
}

export function receiptToRow(r: ReceiptRecord): Row<typeof t.receipts> {
  const { amount, gifts, ...rest } = r;
  return {
    ...rest,
    amountCents: toCents(amount),
    gifts: gifts.map(({ amount: giftAmount, donatedAt, ...g }) => ({
      ...g,
      donatedAt: donatedAt.toISOString(),
      amountCents: toCents(giftAmount),
    })),
  };
}

export function receiptFromRow(r: Row<typeof t.receipts>): ReceiptRecord {
  const { amountCents, gifts, ...rest } = r;
  return {
    ...rest,
    amount: toEuros(amountCents),
    gifts: gifts.map(({ amountCents: cents, donatedAt, ...g }) => ({
      ...g,
      donatedAt: new Date(donatedAt),
      amount: toEuros(cents),
    })),
  };
}
