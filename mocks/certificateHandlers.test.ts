import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { certificatePdfUrl } from '../src/features/gifts/certificateLinks.js';
import { GIFT_TOKENS } from './fixtures/treeGifts.js';
import { mockScenario, server } from './node.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The certificate page's link „Als PDF herunterladen“, on the mock's origin. */
const pdfUrl = (token: string) => new URL(certificatePdfUrl(token), 'http://localhost').href;

describe('MSW certificate PDF handler (mocks/certificateHandlers.ts)', () => {
  it('answers the certificate’s PDF link with a preview PDF, as an attachment', async () => {
    mockScenario('giftRecipient');
    const res = await fetch(pdfUrl(GIFT_TOKENS.delivered));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Baum-Urkunde.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(res.headers.get('content-length'))).toBe(pdf.length);
    expect(pdf.toString('latin1')).toContain('Baum-Urkunde fuer Oma Gisela von Mira');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('answers an unknown token with 404 and anything but GET and HEAD with 405, as the Node server does', async () => {
    mockScenario('giftRecipient');
    const unknown = await fetch(pdfUrl('A'.repeat(22)));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Diese Urkunde gibt es nicht');
    const head = await fetch(pdfUrl(GIFT_TOKENS.delivered), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/pdf');
    const post = await fetch(pdfUrl(GIFT_TOKENS.delivered), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
