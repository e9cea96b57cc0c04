import type { Operator } from '../../../src/content/operator.js';
import { euroInWords } from '../../core/domain/receipts/amountInWords.js';
import type { ReceiptGift, ReceiptRecord } from '../../core/repositories/types.js';

/** § 50 Abs. 4 EStDV: up to this amount a simplified proof (with the bank statement) suffices. */
export const SIMPLIFIED_LIMIT_EUR = 300;

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});
const isoDay = (iso: string) => day.format(new Date(`${iso}T12:00:00Z`));
export const formatEuro = (amount: number) => euro.format(amount);
export const formatDay = (d: Date) => day.format(d);

/** The receipt's paragraphs in order, as plain German text: what the PDF prints (and tests read back). */
export interface ReceiptText {
  title: string;
  subtitle: string | null;
  issuer: string[];
  recipient: string[];
  facts: [string, string][];
  body: string[];
  annex: {
    heading: string;
    columns: [string, string, string, string];
    rows: [string, string, string, string][];
  } | null;
  footer: string[];
}

const TYPE_LABELS: Record<string, string> = {
  custom_one_time: 'Spende',
  custom_abo: 'Wunschabo (Monatsrate)',
  percent_050: '50 % Abo (Monatsrate)',
  percent_100: '100 % Abo (Monatsrate)',
  percent_150: '150 % Abo (Monatsrate)',
};
/** An instalment of an Abo in a rhythm Twingle's widget offered (issue 34 §7) names its own rate. */
const RATE_LABELS: Record<string, string> = {
  quarterly: 'Wunschabo (Vierteljahresrate)',
  halfyearly: 'Wunschabo (Halbjahresrate)',
  yearly: 'Wunschabo (Jahresrate)',
};
const giftLabel = (g: Pick<ReceiptGift, 'donationType' | 'rhythm'>) =>
  (g.rhythm && RATE_LABELS[g.rhythm]) || TYPE_LABELS[g.donationType] || 'Spende';

/**
 * The wording of a Zuwendungsbestätigung. Up to 300 € (one gift): the simplified proof of § 50 Abs. 4 EStDV with
 * purpose, tax-exemption details and the statement that it is a donation, not a membership fee. Above 300 € and for
 * a Sammelbestätigung: the official template „Bestätigung über Geldzuwendungen“ (BMF, Anlage 3 / Sammelbestätigung
 * Anlage 14 with its annex), machine-made and therefore without signature, which its note says.
 */
export function receiptText(r: ReceiptRecord, o: Operator): ReceiptText {
  const charity = o.charity;
  if (!charity) throw new Error('receipts need the operator’s tax exemption (content/operator.ts: charity)');
  const recipient = r.recipient
    ? [r.recipient.name, r.recipient.street, r.recipient.zipPlace, r.recipient.country]
    : ['(pseudonymisiert)'];
  const issuer = [
    o.legalName,
    o.street,
    `${o.zip} ${o.city}`,
    `Steuernummer ${charity.taxNumber}, ${charity.taxOffice}`,
  ];
  const purposes = charity.purposes.join(' sowie ');
  const exemption =
    `Wir sind wegen Förderung steuerbegünstigter Zwecke (${purposes}) nach dem ${charity.noticeKind} des ${charity.taxOffice}, ` +
    `StNr. ${charity.taxNumber}, vom ${isoDay(charity.noticeDate)} für den letzten Veranlagungszeitraum ${charity.assessmentPeriod} ` +
    'nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.';
  const use = `Es wird bestätigt, dass die Zuwendung nur zur Förderung der genannten Zwecke verwendet wird: Pflanzung und Pflege von Bäumen in Aufforstungsprojekten in Indonesien (Borneo) und Uganda.`;
  const noMembership =
    'Es handelt sich um eine Spende, nicht um einen Mitgliedsbeitrag; eine Gegenleistung wird nicht gewährt.';
  const noWaiver = 'Es handelt sich nicht um den Verzicht auf Erstattung von Aufwendungen.';
  const machine = `Diese Bestätigung wurde maschinell erstellt und ist ohne Unterschrift gültig. Verantwortlich: ${o.receiptSigner.name}, ${o.receiptSigner.role}, ${o.legalName}.`;
  const liability =
    'Hinweis: Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass Zuwendungen nicht zu den in der ' +
    'Zuwendungsbestätigung angegebenen steuerbegünstigten Zwecken verwendet werden, haftet für die entgangene Steuer (§ 10b Abs. 4 EStG, § 9 Abs. 3 KStG, § 9 Nr. 5 GewStG). ' +
    'Diese Bestätigung wird nicht als Nachweis für die steuerliche Berücksichtigung der Zuwendung anerkannt, wenn das Datum des Freistellungsbescheides länger als 5 Jahre ' +
    'bzw. das Datum der Feststellung der Einhaltung der satzungsmäßigen Voraussetzungen nach § 60a Abs. 1 AO länger als 3 Jahre seit Ausstellung des Bescheides zurückliegt (§ 63 Abs. 5 AO).';
  const number: [string, string] = ['Nummer der Bestätigung', r.number];
  const issued: [string, string] = ['Ausgestellt am', formatDay(r.issuedAt)];
  const voided = r.voidedAt
    ? [`UNGÜLTIG seit ${formatDay(r.voidedAt)}${r.replacedBy ? `, ersetzt durch ${r.replacedBy}` : ''}.`]
    : [];

  if (r.kind === 'ANNUAL') {
    return {
      title: 'Sammelbestätigung über Geldzuwendungen',
      subtitle:
        'im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften',
      issuer,
      recipient,
      facts: [
        number,
        ['Gesamtbetrag der Zuwendungen – in Ziffern', formatEuro(r.amount)],
        ['– in Buchstaben', euroInWords(r.amount)],
        ['Zeitraum der Sammelbestätigung', `${isoDay(r.periodFrom)} bis ${isoDay(r.periodTo)}`],
        ['Anzahl der Zuwendungen', String(r.gifts.length)],
        issued,
      ],
      body: [
        ...voided,
        exemption,
        use,
        noMembership,
        'Es wird bestätigt, dass über die in der Gesamtsumme enthaltenen Zuwendungen keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen o. Ä., ausgestellt wurden und werden.',
        'Ob es sich um den Verzicht auf Erstattung von Aufwendungen handelt, ist der Anlage zur Sammelbestätigung zu entnehmen.',
      ],
      annex: {
        heading: `Anlage zur Sammelbestätigung ${r.number}`,
        columns: ['Datum der Zuwendung', 'Art der Zuwendung', 'Verzicht auf Erstattung von Aufwendungen', 'Betrag'],
        rows: r.gifts.map((g) => [
          formatDay(g.donatedAt),
          `Geldzuwendung – ${giftLabel(g)}`,
          'nein',
          formatEuro(g.amount),
        ]),
      },
      footer: [machine, liability],
    };
  }

  const gift = r.gifts[0];
  if (r.amount <= SIMPLIFIED_LIMIT_EUR) {
    return {
      title: 'Vereinfachter Zuwendungsnachweis',
      subtitle:
        'nach § 50 Abs. 4 Satz 1 Nr. 2 EStDV für Zuwendungen bis 300 € – gilt zusammen mit deinem Buchungsbeleg (Kontoauszug)',
      issuer,
      recipient,
      facts: [
        number,
        ['Betrag der Zuwendung', formatEuro(r.amount)],
        ['Tag der Zuwendung', formatDay(gift.donatedAt)],
        ['Art', giftLabel(gift)],
        issued,
      ],
      body: [...voided, exemption, `Zweck der Zuwendung: ${purposes}. ${use}`, noMembership],
      annex: null,
      footer: [machine],
    };
  }
  return {
    title: 'Bestätigung über Geldzuwendungen',
    subtitle:
      'im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften',
    issuer,
    recipient,
    facts: [
      number,
      ['Betrag der Zuwendung – in Ziffern', formatEuro(r.amount)],
      ['– in Buchstaben', euroInWords(r.amount)],
      ['Tag der Zuwendung', formatDay(gift.donatedAt)],
      issued,
    ],
    body: [...voided, noWaiver, exemption, use, noMembership],
    annex: null,
    footer: [machine, liability],
  };
}
