// Issue 31: what the server writes — the share page and picture, the gift's certificate PDF — states CO₂ in the words
// of server/core/domain/co2/claims.ts and gives no period to trees funded once. (The mails' sentences are checked in
// their own tests, e.g. server/core/resolvers/treeGifts.api.test.ts.)
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { offsetPredicate } from '../core/domain/co2/claims.js';
import { findPeriodClaims } from '../core/domain/co2/periodClaims.js';
import type { TreeGiftCertificate } from '../core/domain/gifts/service.js';
import { pdfGiftCertificateRenderer } from './gifts/pdfGiftCertificateRenderer.js';
import { SAMPLE_SHARED_RESULT } from './share/sampleSharedResult.js';
import { shareImageTexts } from './share/shareImage.js';
import { sharePage } from './share/sharePage.js';

const result = SAMPLE_SHARED_RESULT;

/** The page's text as a reader sees it: tags become line breaks, entities their characters. */
const visibleText = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, '')
    .replace(/<meta [^>]*content="([^"]*)"[^>]*>/g, '\n$1\n')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: Buffer.from(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('CO₂ in what the server writes', () => {
  it('the share page says what 46 trees bind over their growth, with no period', () => {
    const text = visibleText(sharePage(result, 'https://klimahain.example'));
    expect(text).toContain(`46 Bäume\n ${offsetPredicate('ich')}.`);
    expect(text).toContain('46 Bäume binden über ihr Wachstum so viel CO₂, wie ich in einem Jahr verursache.');
    expect(findPeriodClaims(text)).toEqual([]);
  });

  it('the share picture says the same, line by line', () => {
    const lines = shareImageTexts(result).map((t) => t.text);
    expect(lines.slice(-4).join(' ')).toBe(`46 Bäume ${offsetPredicate('ich')}`);
    expect(findPeriodClaims(lines.join('\n'))).toEqual([]);
    expect(findPeriodClaims(lines.slice(-4).join(' '))).toEqual([]);
  });

  it('the gift’s certificate PDF states the pledge of its trees', async () => {
    const certificate = {
      gift: {
        id: 'g1',
        token: 'token-token-token-tok',
        paymentIntentId: 'i1',
        donationId: 'd1',
        orderId: 'o1',
        giverUserId: 'u1',
        recipientName: 'Oma Gisela',
        recipientEmail: null,
        message: 'Alles Liebe!',
        deliverOn: '2026-12-24',
        state: 'SCHEDULED',
        createdAt: new Date('2026-11-27T10:00:00Z'),
        deliveredAt: null,
        claimedAt: null,
        claimedByUserId: null,
      },
      giverName: 'Mira Schäfer',
      project: 'indonesia',
      forest: 'Borneo (Indonesien)',
      atForest: 'auf Borneo (Indonesien)',
      treeCount: 5,
      co2KgPerYear: 750,
      plots: [],
    } satisfies TreeGiftCertificate;
    const text = await pdfText(
      await pdfGiftCertificateRenderer({ appUrl: 'https://klimahain.example' }).render(certificate),
    );
    expect(text.replace(/\s+/g, ' ')).toContain('Über ihr Wachstum binden sie rund 750 kg CO₂.');
    expect(findPeriodClaims(text)).toEqual([]);
  });
});
