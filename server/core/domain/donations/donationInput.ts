import type {
  Currency,
  DonationType,
  PaymentIntentRecord,
  PaymentProvider,
  Rhythm,
  TreeProvider,
} from '../../repositories/types.js';
import { isProjectId } from '../projects.js';
import { Validator } from '../validate.js';
import { isRecurring } from './rhythms.js';
import { rhythmOf, treeUnitsFor } from './rules.js';

/** What a recorded donation is made of, and how it is checked before anything is stored. */

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
export const UNKNOWN_PAYMENT = 'Die Zahlung ist unbekannt oder wurde bereits verwendet.';
/** Clocks of browser and server differ a little. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** A donation's input against the intent it pays: amount, trees, project, rhythm, date and the intent's owner. */
export function validateDonation(
  input: DonationInput,
  intent: PaymentIntentRecord | undefined,
  userId: string | null,
  now: Date,
): void {
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
    // A custom Abo may come in any recurring rhythm Twingle sends; percent Abos are monthly.
    rhythmOf(input.donationType) === input.rhythm || (input.donationType === 'custom_abo' && isRecurring(input.rhythm)),
    f('rhythm'),
    input.donationType === 'custom_one_time' ? 'Eine Spende ist einmalig.' : 'Ein Abo ist monatlich.',
  );
  v.check(
    input.donatedAt.getTime() <= now.getTime() + CLOCK_SKEW_MS,
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
