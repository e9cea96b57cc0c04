import type { GiftCertificateRenderer } from '../server/core/domain/gifts/deliveries.js';
import { treesText } from '../server/core/domain/gifts/deliveries.js';
import { previewPdf } from './previewPdf.js';

/**
 * The mock's gift certificate: a one-page PDF that names for whom, from whom and how many trees where, and says that
 * it is a preview. The Node server renders the real Baum-Urkunde (server/node/gifts/pdfGiftCertificateRenderer.ts).
 */
export const mockCertificateRenderer: GiftCertificateRenderer = {
  async render({ gift, giverName, treeCount, atForest }) {
    return previewPdf(
      `Klimahain Vorschau (Mock) Baum-Urkunde fuer ${gift.recipientName} von ${giverName}: ${treesText(treeCount)} ${atForest}`,
    );
  },
};
