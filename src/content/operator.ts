/**
 * Who runs Klimahain: the one place the Impressum, the Datenschutzerklärung, the AGB, the contact page and the
 * about page read operator data from.
 *
 * ⚠ EXAMPLE VALUES. Every name, address, number and register entry below is made up (example.org addresses,
 * „Musterstraße“, register numbers that do not exist). Replace all of them with the operator's real data before the
 * site goes live, and set `isExample` to false — while it is true, the legal pages say that they show example data.
 */
export interface Operator {
  /** True while the values below are placeholders: the legal pages then show a notice. */
  isExample: boolean;
  /** Legal name, as in the register. */
  legalName: string;
  /** Short form, e.g. for the copyright line. */
  shortName: string;
  legalForm: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  /** Persons authorised to represent the operator (§ 5 Abs. 1 Nr. 1 DDG). */
  representedBy: string[];
  email: string;
  /** Written the way it is shown; `phoneHref` is the tel: form. */
  phone: string;
  phoneHref: string;
  register: { court: string; number: string } | null;
  /** VAT id (§ 27a UStG), if the operator has one. */
  vatId: string | null;
  /**
   * Non-profit status: which tax office granted it and when (about page, AGB, Zuwendungsbestätigungen). `noticeKind`
   * names the notice as the receipt's template needs it; `purposes` are the Satzung's steuerbegünstigte Zwecke with
   * their paragraph of the AO; `taxNumber` is the operator's Steuernummer at that office.
   */
  charity: {
    taxOffice: string;
    taxNumber: string;
    noticeDate: string;
    noticeKind: 'Freistellungsbescheid' | 'Feststellungsbescheid nach § 60a AO';
    /** Calendar year(s) the notice covers, as the template says „für den letzten Veranlagungszeitraum 2023“. */
    assessmentPeriod: string;
    purposes: readonly string[];
  } | null;
  /** Who answers for the receipts; they are machine-made without a signature (the note says so). */
  receiptSigner: { name: string; role: string };
  /** Responsible for journalistic and editorial content (§ 18 Abs. 2 MStV). */
  contentResponsible: { name: string; address: string };
  /** Data protection officer, if one is appointed (Art. 13 Abs. 1 lit. b DSGVO). */
  dataProtectionOfficer: { name: string; email: string } | null;
  /** Supervisory authority for the operator's seat (Art. 77 DSGVO). */
  supervisoryAuthority: { name: string; address: string; url: string };
  /** Where the app and its database run (processor under Art. 28 DSGVO). */
  hosting: { name: string; address: string; location: string };
  /** Date the legal texts were last revised (yyyy-MM-dd). */
  legalTextsDate: string;
}

export const OPERATOR: Operator = {
  isExample: true,
  legalName: 'Klimahain gemeinnützige GmbH',
  shortName: 'Klimahain gGmbH',
  legalForm: 'gemeinnützige Gesellschaft mit beschränkter Haftung',
  street: 'Musterstraße 12',
  zip: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  representedBy: ['Erika Musterfrau', 'Max Mustermann'],
  email: 'kontakt@klimahain.example',
  phone: '+49 30 1234567-0',
  phoneHref: '+493012345670',
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 000000 B' },
  vatId: 'DE000000000',
  charity: {
    taxOffice: 'Finanzamt für Körperschaften I Berlin',
    taxNumber: '27/000/00000',
    noticeDate: '2025-03-01',
    noticeKind: 'Freistellungsbescheid',
    assessmentPeriod: '2023',
    purposes: [
      'Förderung des Umweltschutzes (§ 52 Abs. 2 Satz 1 Nr. 8 AO)',
      'Förderung der Entwicklungszusammenarbeit (§ 52 Abs. 2 Satz 1 Nr. 15 AO)',
    ],
  },
  receiptSigner: { name: 'Erika Musterfrau', role: 'Geschäftsführerin' },
  contentResponsible: { name: 'Erika Musterfrau', address: 'Musterstraße 12, 10115 Berlin' },
  dataProtectionOfficer: { name: 'Datenschutz Beispiel GmbH', email: 'datenschutz@klimahain.example' },
  supervisoryAuthority: {
    name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    address: 'Alt-Moabit 59–61, 10555 Berlin',
    url: 'https://www.datenschutz-berlin.de',
  },
  hosting: {
    name: 'Beispiel Hosting GmbH',
    address: 'Hostingweg 1, 60311 Frankfurt am Main',
    location: 'Rechenzentren in Frankfurt am Main (Deutschland)',
  },
  legalTextsDate: '2026-11-23',
};

/**
 * Where 5 € — one tree — go. ⚠ EXAMPLE VALUES like the operator data above: replace with the audited split. The
 * parts must add up to 5 € (a unit test checks that).
 */
export const DONATION_SPLIT: readonly { label: string; euro: number; detail: string }[] = [
  {
    label: 'Setzling und Pflanzung',
    euro: 2.6,
    detail: 'Anzucht in der Baumschule vor Ort, Transport und Pflanzung durch die Familien',
  },
  {
    label: 'Pflege in den ersten drei Jahren',
    euro: 1.1,
    detail: 'Nachpflanzen ausgefallener Bäume, Schutz vor Feuer und Weidetieren',
  },
  {
    label: 'Begleitung und Kontrolle vor Ort',
    euro: 0.6,
    detail: 'Schulungen, Vermessung der Flächen, Zählung der Bäume',
  },
  { label: 'Zahlungsabwicklung', euro: 0.25, detail: 'Gebühren des Zahlungsdienstleisters und der Banken' },
  { label: 'Betrieb von Klimahain', euro: 0.45, detail: 'Website, Spendenbestätigungen, Buchhaltung' },
];
