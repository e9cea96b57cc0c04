import type { Mail, Mailer, SiteConfig } from '../../ports.js';
import type { DonationRecord } from '../../repositories/types.js';
import { PRODUCT_NAME } from '../product.js';
import { RHYTHM_LABEL, RHYTHM_PER } from './rhythms.js';
import { euro, forestOf, treesCount } from './wording.js';

/**
 * The team's note about a paid donation in a rhythm Klimahain's pages do not offer (quarterly, half-yearly, yearly:
 * the charity's Twingle widget offered it). It is recorded with its real rhythm; the team checks the widget settings
 * and the planting. No donor data but the ids: the team looks the donation up.
 */
export function rhythmNoticeMail(donation: DonationRecord, site: SiteConfig): Mail {
  const rhythm = RHYTHM_LABEL[donation.rhythm];
  return {
    to: site.teamEmail,
    subject: `Spende mit Rhythmus „${rhythm}“ verbucht (${donation.rhythm})`,
    text: [
      `Twingle hat eine Spende mit dem Rhythmus „${rhythm}“ (donation_rhythm=${donation.rhythm}) gemeldet, den ${PRODUCT_NAME} selbst nicht anbietet.`,
      'Sie ist mit diesem Rhythmus verbucht, zählt für die Zuwendungsbestätigungen und erscheint beim Spender unter „Abo & Spenden“.',
      '',
      `Betrag: ${euro.format(donation.amount)} ${RHYTHM_PER[donation.rhythm]}`.trimEnd(),
      `Bäume je Zahlung: ${treesCount(donation.treeUnitsRequested)} (5 € je Baum)`,
      `Projekt: ${forestOf(donation.project)}`,
      `Spende: ${donation.donationId}`,
      `Twingle-Transaktion: ${donation.paymentProviderTransactionId ?? '–'}`,
      `Konto: ${donation.userId ? 'ja' : 'Gastspende'}`,
      '',
      'Bitte prüft die Einstellungen des Twingle-Widgets und plant die Bäume dieser Spende ein.',
      `${site.appUrl}`,
    ].join('\n'),
  };
}

/** Sends that note; the push is recorded either way (a failed store of the note is logged, not refused). */
export class RhythmNoticeMails {
  constructor(
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
  ) {}

  async send(donation: DonationRecord): Promise<void> {
    await this.mailer.send(rhythmNoticeMail(donation, this.site));
  }
}
