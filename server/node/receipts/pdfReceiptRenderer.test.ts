import { createHash } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { OPERATOR } from '../../../src/content/operator.js';
import type { ReceiptGift, ReceiptRecord } from '../../core/repositories/types.js';
import { pdfReceiptRenderer } from './pdfReceiptRenderer.js';

const renderer = pdfReceiptRenderer();
const gift = (
  orderId: string,
  iso: string,
  amount: number,
  donationType: ReceiptGift['donationType'] = 'custom_one_time',
): ReceiptGift => ({
  orderId,
  donatedAt: new Date(iso),
  amount,
  donationType,
});
const receipt = (over: Partial<ReceiptRecord>): ReceiptRecord => ({
  number: 'KH-2026-000007',
  userId: 'user-1',
  kind: 'SINGLE',
  periodFrom: '2026-11-02',
  periodTo: '2026-11-02',
  amount: 250,
  gifts: [gift('order-1', '2026-11-02T09:30:00Z', 250)],
  recipient: {
    name: 'Jörg Größe-Müller',
    street: 'Straße des 17. Juni 1',
    zipPlace: '10623 Berlin',
    country: 'Deutschland',
  },
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  sha256: '',
  voidedAt: null,
  replacedBy: null,
  mailedAt: null,
  ...over,
});

async function textOf(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('Zuwendungsbestätigungen as PDF', () => {
  it('up to 300 €: the simplified proof with purpose, exemption and „Spende, nicht Mitgliedsbeitrag“, in German formats', async () => {
    const text = await textOf(await renderer.render(receipt({})));
    expect(text).toContain('Vereinfachter Zuwendungsnachweis');
    expect(text).toContain('§ 50 Abs. 4 Satz 1 Nr. 2 EStDV');
    expect(text).toContain('Nummer der Bestätigung: KH-2026-000007');
    expect(text).toContain('Betrag der Zuwendung: 250,00 €');
    expect(text).toContain('Tag der Zuwendung: 02.11.2026');
    expect(text).toContain('Jörg Größe-Müller Straße des 17. Juni 1 10623 Berlin');
    expect(text).toContain(`nach dem Freistellungsbescheid des ${OPERATOR.charity!.taxOffice}`);
    expect(text).toContain('vom 01.03.2025');
    expect(text).toContain('Förderung des Umweltschutzes (§ 52 Abs. 2 Satz 1 Nr. 8 AO)');
    expect(text).toContain('Es handelt sich um eine Spende, nicht um einen Mitgliedsbeitrag');
    expect(text).toContain('maschinell erstellt und ist ohne Unterschrift gültig');
    expect(text).not.toContain('in Buchstaben');
  });

  it('above 300 €: the official template with the amount in words and the liability note', async () => {
    const text = await textOf(
      await renderer.render(receipt({ amount: 1234.5, gifts: [gift('order-1', '2026-11-02T09:30:00Z', 1234.5)] })),
    );
    expect(text).toContain('Bestätigung über Geldzuwendungen im Sinne des § 10b des Einkommensteuergesetzes');
    expect(text).toContain('Betrag der Zuwendung – in Ziffern: 1.234,50 €');
    expect(text).toContain('– in Buchstaben: eintausendzweihundertvierunddreißig Euro und fünfzig Cent');
    expect(text).toContain('Es handelt sich nicht um den Verzicht auf Erstattung von Aufwendungen.');
    expect(text).toContain('haftet für die entgangene Steuer (§ 10b Abs. 4 EStG');
  });

  it('renders the same record to the same bytes (a re-download is the stored file)', async () => {
    const hash = async () =>
      createHash('sha256')
        .update(await renderer.render(receipt({})))
        .digest('hex');
    expect(await hash()).toBe(await hash());
  });

  it('a Sammelbestätigung lists every gift of the year in its annex, even 320 of them', async () => {
    const gifts = Array.from({ length: 320 }, (_, i) =>
      gift(`order-${i}`, new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString(), 5 + (i % 7), 'custom_abo'),
    );
    const total = Math.round(gifts.reduce((s, g) => s + g.amount * 100, 0)) / 100;
    const started = performance.now();
    const pdf = await renderer.render(
      receipt({
        kind: 'ANNUAL',
        number: 'KH-2026-000008',
        periodFrom: '2025-01-01',
        periodTo: '2025-12-31',
        amount: total,
        gifts,
      }),
    );
    console.log(
      `Sammelbestätigung with 320 gifts: ${(pdf.length / 1024).toFixed(0)} kB in ${(performance.now() - started).toFixed(0)} ms`,
    );
    const text = await textOf(pdf);
    expect(text).toContain('Sammelbestätigung über Geldzuwendungen');
    expect(text).toContain('Zeitraum der Sammelbestätigung: 01.01.2025 bis 31.12.2025');
    expect(text).toContain(
      `Gesamtbetrag der Zuwendungen – in Ziffern: ${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(total).replace(/\s/g, ' ')}`,
    );
    expect(text).toContain('Anzahl der Zuwendungen: 320');
    expect(text).toContain(
      'keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen',
    );
    expect(text).toContain('Anlage zur Sammelbestätigung KH-2026-000008');
    expect(text).toContain('01.01.2025 Geldzuwendung – Wunschabo (Monatsrate) nein 5,00 €');
    expect(text).toContain('16.11.2025 Geldzuwendung – Wunschabo (Monatsrate) nein 9,00 €');
  });

  it('a voided receipt says so on its face', async () => {
    const text = await textOf(
      await renderer.render(receipt({ voidedAt: new Date('2026-11-26T08:00:00Z'), replacedBy: 'KH-2026-000009' })),
    );
    expect(text).toContain('UNGÜLTIG seit 26.11.2026, ersetzt durch KH-2026-000009.');
  });
});
