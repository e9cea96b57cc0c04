import type { IssuedReceipt } from '../../domain/receipts/service.js';
import type { Resolver } from '../resolver.js';

/** The receipt as the client saves it: its facts, a file name and the PDF as base64. */
export function receiptDocument({ receipt, pdf }: IssuedReceipt) {
  let binary = '';
  for (const byte of pdf) binary += String.fromCharCode(byte);
  const name =
    receipt.kind === 'ANNUAL' ? `Sammelbestaetigung-${receipt.periodFrom.slice(0, 4)}` : 'Zuwendungsbestaetigung';
  return { ...receipt, fileName: `${name}-${receipt.number}.pdf`, pdfBase64: btoa(binary) };
}

export const issueReceipt: Resolver<{ giftId: string }> = async (_p, { giftId }, ctx) =>
  receiptDocument(await ctx.services.receipts.issueForGift(await ctx.currentUser(), giftId));

export const issueAnnualReceipt: Resolver<{ year: number }> = async (_p, { year }, ctx) =>
  receiptDocument(await ctx.services.receipts.issueForYear(await ctx.currentUser(), year));
