import type { ReceiptRenderer } from '../server/core/ports.js';
import { previewPdf } from './previewPdf.js';

/**
 * The mock's receipt: a one-page PDF that names its number, kind and amount and says that it is a preview. The Node
 * server renders the real document (server/node/receipts/pdfReceiptRenderer.ts); API tests use that one.
 */
export const mockReceiptRenderer: ReceiptRenderer = {
  async render(receipt) {
    return previewPdf(
      `Klimahain Vorschau (Mock) ${receipt.kind === 'ANNUAL' ? 'Sammelbestaetigung' : 'Zuwendungsbestaetigung'} ${receipt.number}: ${receipt.amount.toFixed(2)} EUR`,
    );
  },
};
