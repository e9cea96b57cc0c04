import type { ReceiptRenderer } from '../server/core/ports.js';

/**
 * Storybook and dev:mock have no Node server, so no pdfkit: this mock engine renders a receipt as a one-page PDF that
 * names its number, kind and amount and says that it is a preview. The Node server renders the real document
 * (server/node/receipts/pdfReceiptRenderer.ts); API tests use that one.
 */
export const mockReceiptRenderer: ReceiptRenderer = {
  async render(receipt) {
    const line = `Klimahain Vorschau (Mock) ${receipt.kind === 'ANNUAL' ? 'Sammelbestaetigung' : 'Zuwendungsbestaetigung'} ${receipt.number}: ${receipt.amount.toFixed(2)} EUR`;
    const stream = `BT /F1 12 Tf 56 780 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let pdf = '%PDF-1.4\n';
    const offsets = objects.map((body, i) => {
      const offset = pdf.length;
      pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = pdf.length;
    pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return new TextEncoder().encode(pdf);
  },
};
