import { pledgeSentence, treesText } from '../../core/domain/co2/claims.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { certificateUrl, type GiftCertificateRenderer } from '../../core/domain/gifts/deliveries.js';
import { germanDate } from '../../core/domain/gifts/rules.js';
import type { TreeGiftCertificate } from '../../core/domain/gifts/service.js';
import { PRODUCT_NAME } from '../../core/domain/product.js';
import type { ProjectId } from '../../core/repositories/types.js';
import type { SiteConfig } from '../../core/ports.js';

// DejaVu from the registry (dejavu-fonts-ttf), as for the receipts: umlauts, „ß“ and „₂“ embed on any machine.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');
const ITALIC = fontFile('DejaVuSans-Oblique.ttf');
// The certificate's colours on paper: the app's forest green and a muted grey (src/styles/tokens.css).
const GREEN = '#1f5c3a';
const MUTED = '#4b5563';
const PAPER = '#f6f8f3';

/** The projects' illustrations (public/images/projects, the same the project pages show), one per project. */
const ILLUSTRATION_DIR = new URL('../../../public/images/projects/', import.meta.url);
const ILLUSTRATION_WIDTH = 1200;
const illustrations = new Map<ProjectId, Promise<Buffer | null>>();

/**
 * The project's illustration as a JPEG for the PDF (pdfkit embeds JPEG as it is; the PNG is 2400 px wide): made once
 * per process with sharp, the same bytes each time. Null (the PDF without picture) if the file is missing.
 */
function illustrationOf(project: ProjectId): Promise<Buffer | null> {
  let found = illustrations.get(project);
  if (!found) {
    found = readFile(new URL(`${project}-visual.png`, ILLUSTRATION_DIR))
      .then((png) =>
        sharp(png)
          .resize({ width: ILLUSTRATION_WIDTH })
          .flatten({ background: PAPER })
          .jpeg({ quality: 82 })
          .toBuffer(),
      )
      .catch(() => null);
    illustrations.set(project, found);
  }
  return found;
}

/** The app's leaf mark (src/app/header/icons.tsx, LeafIcon: a 24-unit grid, stroked). */
const LEAF = ['M5 19c0-8 5-13 14-14 0 9-5 14-13 14', 'M5 19c3-4 6-7 10-9'];

/**
 * The gift's certificate (Baum-Urkunde) as a one-page A4 PDF (pdfkit): the logo, for whom and from whom, the message,
 * the project's illustration, the trees and what they bind over their growth (server/core/domain/co2/claims.ts), the
 * day and the link to the certificate page. Deterministic: its dates come from the gift.
 */
export function pdfGiftCertificateRenderer(site: Pick<SiteConfig, 'appUrl'>): GiftCertificateRenderer {
  return {
    async render(c) {
      return render(c, await illustrationOf(c.project), certificateUrl(site as SiteConfig, c.gift.token));
    },
  };
}

function render(c: TreeGiftCertificate, illustration: Buffer | null, link: string): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
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
  doc.registerFont('italic', ITALIC);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const { width: pageWidth, height: pageHeight } = doc.page;
  const left = 72;
  const width = pageWidth - 2 * left;
  const centred = { align: 'center' as const, width };

  // Paper and a double frame, as on the page.
  doc.rect(0, 0, pageWidth, pageHeight).fill(PAPER);
  doc
    .lineWidth(3)
    .strokeColor(GREEN)
    .rect(28, 28, pageWidth - 56, pageHeight - 56)
    .stroke();
  doc
    .lineWidth(1)
    .rect(36, 36, pageWidth - 72, pageHeight - 72)
    .stroke();

  // The logo: the leaf mark and the product name, centred together.
  doc.font('bold').fontSize(18);
  const nameWidth = doc.widthOfString(PRODUCT_NAME);
  const mark = 24;
  const logoLeft = (pageWidth - (mark + 8 + nameWidth)) / 2;
  doc
    .save()
    .translate(logoLeft, 58)
    .scale(mark / 24);
  for (const d of LEAF) doc.path(d);
  doc.lineWidth(2).lineCap('round').lineJoin('round').strokeColor(GREEN).stroke().restore();
  doc
    .fillColor(GREEN)
    .text(PRODUCT_NAME, logoLeft + mark + 8, 60, { lineBreak: false })
    .text('', left, 110);

  doc.font('bold').fontSize(30).fillColor(GREEN).text('Baum-Urkunde', centred);
  doc.moveDown(0.6).font('regular').fontSize(13).fillColor('black').text('für', centred);
  doc.moveDown(0.2).font('bold').fontSize(24).fillColor(GREEN).text(c.gift.recipientName, centred);
  doc.moveDown(0.3).font('regular').fontSize(12).fillColor(MUTED).text(`von ${c.giverName}`, centred);
  if (c.gift.message) {
    doc
      .moveDown(1)
      .font('italic')
      .fontSize(12)
      .fillColor('black')
      .text(`„${c.gift.message}“`, left + 40, doc.y, { align: 'center', width: width - 80, lineGap: 2 });
  }

  if (illustration) {
    const imageWidth = 360;
    const imageHeight = (imageWidth * 9) / 16;
    const top = doc.y + 24;
    doc.image(illustration, (pageWidth - imageWidth) / 2, top, { width: imageWidth, height: imageHeight });
    doc.text('', left, top + imageHeight + 6);
  } else doc.text('', left, doc.y);

  doc
    .moveDown(0.8)
    .font('bold')
    .fontSize(16)
    .fillColor('black')
    .text(`${treesText(c.treeCount)} ${c.atForest}`, centred);
  doc.moveDown(0.3).font('regular').fontSize(12).text(pledgeSentence(c.treeCount), centred);
  doc
    .moveDown(0.8)
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Geschenkt am ${germanDate(c.gift.deliverOn)}`, centred);

  // The way to the page, at the foot of the sheet.
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Die Urkunde online – mit der Pflanzfläche, sobald gepflanzt ist – und die Bäume im eigenen ${PRODUCT_NAME} übernehmen:`,
      left,
      pageHeight - 112,
      centred,
    );
  doc
    .moveDown(0.3)
    .fillColor(GREEN)
    .text(link, { ...centred, link, underline: false });
  doc.end();
  return done;
}
