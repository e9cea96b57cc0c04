import { pledgePredicate } from '../../core/domain/co2/claims.js';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { certificateUrl, treesText, type GiftCertificateRenderer } from '../../core/domain/gifts/deliveries.js';
import { germanDate } from '../../core/domain/gifts/rules.js';
import { PRODUCT_NAME } from '../../core/domain/product.js';
import type { SiteConfig } from '../../core/ports.js';

// DejaVu from the registry (dejavu-fonts-ttf), as for the receipts: umlauts, „ß“ and „₂“ embed on any machine.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');
const GREEN = '#1f5c3a';

/**
 * The gift's certificate (Baum-Urkunde) as a one-page A4 PDF (pdfkit): project, tree count, CO₂ bound per year, the
 * message and the link to the certificate page. Deterministic: its dates come from the gift.
 */
export function pdfGiftCertificateRenderer(site: Pick<SiteConfig, 'appUrl'>): GiftCertificateRenderer {
  return {
    render(c) {
      const doc = new PDFDocument({
        size: 'A4',
        margin: 64,
        info: {
          Title: `Baum-Urkunde für ${c.gift.recipientName}`,
          Author: PRODUCT_NAME,
          CreationDate: c.gift.createdAt,
          ModDate: c.gift.createdAt,
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
      const width = doc.page.width - 128;
      doc
        .lineWidth(3)
        .strokeColor(GREEN)
        .rect(40, 40, doc.page.width - 80, doc.page.height - 80)
        .stroke();
      doc.moveDown(3).font('bold').fontSize(30).fillColor(GREEN).text('Baum-Urkunde', { align: 'center', width });
      doc.moveDown(1).font('regular').fontSize(13).fillColor('black').text('für', { align: 'center', width });
      doc.moveDown(0.4).font('bold').fontSize(22).text(c.gift.recipientName, { align: 'center', width });
      doc
        .moveDown(1.2)
        .font('regular')
        .fontSize(13)
        .text(`${c.giverName} schenkt dir ${treesText(c.treeCount)} im Projekt ${c.forest}.`, {
          align: 'center',
          width,
        });
      doc.moveDown(1.5);
      const facts: [string, string][] = [
        ['Projekt', c.forest],
        ['Bäume', c.treeCount.toLocaleString('de-DE')],
        ['CO₂', `${c.treeCount === 1 ? 'er' : 'sie'} ${pledgePredicate(c.treeCount)}`],
        ['Geschenkt am', germanDate(c.gift.deliverOn)],
      ];
      for (const [label, value] of facts) {
        doc.font('bold').fontSize(12).text(`${label}: `, { continued: true, align: 'center', width });
        doc.font('regular').text(value);
      }
      if (c.gift.message) {
        doc.moveDown(1.5).font('bold').fontSize(12).text('Persönliche Nachricht', { align: 'center', width });
        doc.moveDown(0.4).font('regular').fontSize(12).text(`„${c.gift.message}“`, { align: 'center', width });
      }
      doc
        .moveDown(2)
        .fontSize(10)
        .fillColor('#333')
        .text('Deine Urkunde online – mit der Pflanzfläche, sobald gepflanzt ist – und die Bäume in deinem eigenen', {
          align: 'center',
          width,
        })
        .text('Klimahain übernehmen:', { align: 'center', width });
      doc
        .moveDown(0.4)
        .fillColor(GREEN)
        .text(certificateUrl(site as SiteConfig, c.gift.token), { align: 'center', width });
      doc.end();
      return done;
    },
  };
}
