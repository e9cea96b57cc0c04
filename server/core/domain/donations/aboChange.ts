import { badInput, notFound, paymentProviderUnavailable } from '../../errors.js';
import { RecurringPaymentsError, type Clock, type IdGenerator, type RecurringPayments } from '../../ports.js';
import type {
  AboChangeRecord,
  AboChangeRepository,
  DonationRecord,
  DonationType,
  Repositories,
} from '../../repositories/types.js';
import { Validator } from '../validate.js';
import { ABO_PERCENTAGES, EUR_PER_TREE, isActive, percentAboTreesPerMonth, treeUnitsFor } from './rules.js';
import type { AboChangeMails } from './aboChangeMail.js';
import { checkAmount } from './service.js';
import { euro } from './wording.js';

/** The donation types an Abo can switch to: a percent Abo of the saved footprint, or a free amount. */
const MONTHLY_TYPES: readonly DonationType[] = ['percent_050', 'percent_100', 'percent_150', 'custom_abo'];

/** The change the provider accepted and has not confirmed yet: the newest one, while it is REQUESTED. */
export const pendingChangeOf = (changes: readonly AboChangeRecord[]): AboChangeRecord | null =>
  changes.at(-1)?.state === 'REQUESTED' ? changes.at(-1)! : null;

/** The Abo with its new monthly amount and kind, and the trees that amount plants. */
export const withNewAmount = (
  donation: DonationRecord,
  amount: number,
  donationType: DonationType,
): DonationRecord => ({
  ...donation,
  amount,
  donationType,
  treeUnitsRequested: treeUnitsFor(amount),
});

const percentOf = (type: DonationType) => ABO_PERCENTAGES.find((p) => type === `percent_${String(p).padStart(3, '0')}`);

/**
 * Changing the monthly amount of an Abo (issue 26 §2), with the rules of ending one: the payment provider is asked
 * first, inside the donation's lock, and our record changes only when it said yes — at once (CHANGED) or accepted for
 * later confirmation (REQUESTED, kept as a pending change; the donation keeps its amount until then). When the
 * provider does not answer, nothing changed and the donor is told so in German.
 */
export class AboChangeService {
  constructor(
    private readonly repos: Pick<Repositories, 'donations' | 'aboChanges' | 'calculatorStates' | 'atomically'>,
    private readonly payments: RecurringPayments,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    /** Tells the donor what changed (or was asked for); null: no mail (tests of the rules alone). */
    private readonly mails: AboChangeMails | null = null,
  ) {}

  /** The change the provider accepted and has not confirmed yet, if any. */
  /** `reads`: where a field resolver reads the changes (the request's batched reads); the store by default. */
  async pending(
    donationId: string,
    reads: Pick<AboChangeRepository, 'listByDonation'> = this.repos.aboChanges,
  ): Promise<AboChangeRecord | null> {
    return pendingChangeOf(await reads.listByDonation(donationId));
  }

  change(userId: string, donationId: string, donationType: DonationType, amount: number): Promise<DonationRecord> {
    return this.repos.atomically([`donation:${donationId}`], () =>
      this.changeUnlocked(userId, donationId, donationType, amount),
    );
  }

  private async changeUnlocked(
    userId: string,
    donationId: string,
    donationType: DonationType,
    amount: number,
  ): Promise<DonationRecord> {
    const donation = await this.repos.donations.findById(donationId);
    // Someone else's donation is reported as missing, so ids of other donors cannot be probed.
    if (!donation || donation.userId !== userId) throw notFound('Diese Spende gibt es nicht.');
    if (!isActive(donation) || donation.endRequestedAt) {
      throw badInput({ donationId: 'Nur ein laufendes Abo kann geändert werden.' });
    }
    await this.validate(userId, donationType, amount);

    const changes = await this.repos.aboChanges.listByDonation(donationId);
    const pending = pendingChangeOf(changes);
    if (pending) {
      // The same request again (a double click, a retry) changes nothing; another one waits for the provider.
      if (pending.toAmount === amount && pending.toDonationType === donationType) return donation;
      throw badInput({
        amount: `Twingle bestätigt noch deine letzte Änderung auf ${euro.format(pending.toAmount)} im Monat. Danach kannst du den Betrag wieder ändern.`,
      });
    }
    if (donation.amount === amount && donation.donationType === donationType) {
      throw badInput({ amount: `Dein Abo hat schon diesen Betrag (${euro.format(amount)} im Monat).` });
    }

    const amountCents = Math.round(amount * 100);
    // One key per change: the n-th change of this donation to this amount. A retry after a lost answer sends the
    // same key (the log has not grown), so the provider changes it once.
    const idempotencyKey = `klimahain-change-${donationId}-${changes.length + 1}-${amountCents}`;
    let answer;
    try {
      answer =
        donation.amount === amount
          ? ({ state: 'CHANGED' } as const) // only the label changes: nothing to ask the provider
          : await this.payments.changeAmount(donation, amountCents, { idempotencyKey });
    } catch (error) {
      if (!(error instanceof RecurringPaymentsError)) throw error;
      throw paymentProviderUnavailable(
        `Wir konnten dein Abo gerade nicht ändern: Unser Zahlungsdienstleister Twingle hat nicht geantwortet. Dein Abo läuft unverändert mit ${euro.format(donation.amount)} im Monat weiter. Bitte versuche es in ein paar Minuten erneut.`,
      );
    }
    const state = answer.state === 'CHANGED' ? 'CHANGED' : 'REQUESTED';
    const change = {
      id: this.newId(),
      donationId,
      fromAmount: donation.amount,
      fromDonationType: donation.donationType,
      toAmount: amount,
      toDonationType: donationType,
      requestedAt: this.clock(),
      state,
      idempotencyKey,
    } satisfies AboChangeRecord;
    await this.repos.aboChanges.save(change);
    const next = state === 'REQUESTED' ? donation : withNewAmount(donation, amount, donationType);
    if (state === 'CHANGED') await this.repos.donations.save(next);
    // Only a new amount is news to the donor; a label alone (same money) is not worth a mail.
    if (change.fromAmount !== change.toAmount) await this.mails?.send(next, change, state);
    return next;
  }

  /** A percent Abo must be that percentage of the donor's saved footprint: the label says what the money does. */
  private async validate(userId: string, donationType: DonationType, amount: number): Promise<void> {
    const v = new Validator();
    v.check(MONTHLY_TYPES.includes(donationType), 'donationType', 'Ein Abo ist monatlich.');
    checkAmount(v, 'amount', amount);
    const percent = percentOf(donationType);
    if (percent !== undefined) {
      const saved = await this.repos.calculatorStates.find(userId, 'DE');
      const expected = saved ? percentAboTreesPerMonth(saved.co2EmissionTotal, percent) * EUR_PER_TREE : null;
      v.check(
        expected === amount,
        'amount',
        expected === null
          ? 'Für ein Prozent-Abo brauchen wir dein gespeichertes Ergebnis des CO₂-Rechners.'
          : `Ein ${percent}-%-Abo deines gespeicherten Ergebnisses kostet ${euro.format(expected)} im Monat.`,
      );
    }
    v.throwIfInvalid();
  }
}
