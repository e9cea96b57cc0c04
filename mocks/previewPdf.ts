/**
 * Storybook and dev:mock have no Node server, so no pdfkit: a one-page PDF with one line of text, for the mock's
 * stand-ins of the PDFs the Node server renders (receipts, gift certificates). Helvetica's built-in encoding has no
 * umlauts, so the line is written in ASCII (ä → ae, …): the file's offsets then count its bytes exactly.
 */
export function previewPdf(line: string): Uint8Array {
  const text = asciiOnly(line).replace(/[()\\]/g, '');
  const stream = `BT /F1 12 Tf 56 780 Td (${text}) Tj ET`;
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
}

const TRANSLITERATED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

const asciiOnly = (line: string) =>
  line.replace(/[^\x20-\x7e]/g, (c) => TRANSLITERATED[c] ?? (/\s/.test(c) ? ' ' : '?'));
