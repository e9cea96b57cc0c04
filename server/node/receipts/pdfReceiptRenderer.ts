import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { OPERATOR, type Operator } from '../../../src/content/operator.js';
import type { ReceiptRenderer } from '../../core/ports.js';
import type { ReceiptRecord } from '../../core/repositories/types.js';
import { receiptText, type ReceiptText } from './receiptTexts.js';

// DejaVu from the registry (dejavu-fonts-ttf), not a system font: umlauts, „ß“ and „€“ embed and extract on any machine.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');

/**
 * Zuwendungsbestätigungen as PDF (pdfkit, A4). Deterministic: the document's dates and id come from the receipt, so
 * the same record renders to the same bytes — a re-download is the very file whose SHA-256 was stored.
 */
export function pdfReceiptRenderer(operator: Operator = OPERATOR): ReceiptRenderer {
  return {
    render: (receipt) => render(receipt, receiptText(receipt, operator), operator),
  };
}

function render(receipt: ReceiptRecord, text: ReceiptText, operator: Operator): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${text.title} ${receipt.number}`,
      Author: operator.legalName,
      CreationDate: receipt.issuedAt,
      ModDate: receipt.issuedAt,
    },
    lang: 'de-DE',
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#444')
    .text(`Aussteller: ${text.issuer.join(' · ')}`);
  doc.moveDown(1.5).fillColor('black').fontSize(10);
  for (const line of text.recipient) doc.text(line);
  doc.moveDown(1.5).font('bold').fontSize(15).text(text.title);
  if (text.subtitle) doc.font('regular').fontSize(9).text(text.subtitle);
  doc.moveDown(1).fontSize(10);
  for (const [label, value] of text.facts) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc.moveDown(0.8);
  for (const paragraph of text.body) doc.text(paragraph, { align: 'left' }).moveDown(0.6);
  doc.moveDown(0.4).fontSize(8).fillColor('#333');
  for (const paragraph of text.footer) doc.text(paragraph).moveDown(0.5);
  if (text.annex) annex(doc, text.annex);
  doc.end();
  return done;
}

/** The Sammelbestätigung's annex on a new page: one line per gift, in columns, continued over as many pages as needed. */
function annex(doc: PDFKit.PDFDocument, table: NonNullable<ReceiptText['annex']>) {
  const x = doc.page.margins.left;
  const widths = [90, 220, 110, 63];
  const row = (cells: readonly string[], font: 'regular' | 'bold') => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let left = x;
    let bottom = y;
    doc.font(font).fontSize(9).fillColor('black');
    cells.forEach((cell, i) => {
      doc.text(cell, left, y, { width: widths[i] - 6, align: i === 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      left += widths[i];
    });
    doc.x = x;
    doc.y = bottom + 3;
  };
  doc.addPage();
  doc.font('bold').fontSize(12).text(table.heading, x);
  doc.moveDown(0.6);
  row(table.columns, 'bold');
  for (const cells of table.rows) row(cells, 'regular');
}
