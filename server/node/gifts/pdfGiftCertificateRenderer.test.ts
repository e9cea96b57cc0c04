import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeGiftCertificate } from '../../core/domain/gifts/service.js';
import { certificateDownload } from './certificateDownload.js';
import { pdfGiftCertificateRenderer } from './pdfGiftCertificateRenderer.js';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const certificate = (over: Partial<TreeGiftCertificate['gift']> = {}, trees = 5): TreeGiftCertificate => ({
  gift: {
    id: 'gift-1',
    token: TOKEN,
    paymentIntentId: 'intent-1',
    donationId: 'donation-1',
    orderId: 'order-1',
    giverUserId: 'user-1',
    recipientName: 'Oma Gisela',
    recipientEmail: null,
    message: 'Alles Liebe zum Geburtstag – und viele schöne Stunden im Grünen!',
    deliverOn: '2026-12-24',
    state: 'SCHEDULED',
    createdAt: new Date('2026-11-27T10:00:00Z'),
    deliveredAt: null,
    claimedAt: null,
    claimedByUserId: null,
    ...over,
  },
  giverName: 'Mira Schäfer',
  project: 'indonesia',
  forest: 'Borneo (Indonesien)',
  atForest: 'auf Borneo (Indonesien)',
  treeCount: trees,
  co2KgPerYear: trees * 150,
  plots: [],
});

const renderer = pdfGiftCertificateRenderer({ appUrl: 'https://klimahain.example' });

async function parsed(pdf: Uint8Array) {
  const parser = new PDFParse({ data: Buffer.from(pdf) });
  try {
    const text = await parser.getText();
    return { text: text.text.replace(/\s+/g, ' '), pages: text.total };
  } finally {
    await parser.destroy();
  }
}

describe('the gift certificate PDF (issue 33 §3)', () => {
  it('is one A4 page with the logo, the names, the message, the trees „auf Borneo“ and the pledge', async () => {
    const pdf = await renderer.render(certificate());
    const { text, pages } = await parsed(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Klimahain');
    expect(text).toContain('Baum-Urkunde');
    expect(text).toContain('für Oma Gisela');
    expect(text).toContain('von Mira Schäfer');
    expect(text).toContain('„Alles Liebe zum Geburtstag – und viele schöne Stunden im Grünen!“');
    expect(text).toContain('5 Bäume auf Borneo (Indonesien)');
    expect(text).toContain('Über ihr Wachstum binden sie rund 750 kg CO₂.');
    expect(text).not.toMatch(/pro Jahr|jährlich/);
    expect(text).toContain('Geschenkt am 24.12.2026');
    expect(text).toContain(`https://klimahain.example/geschenk/${TOKEN}`);
    // The project's illustration is embedded (a JPEG made from its PNG), and the page is A4.
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/Filter \/DCTDecode/);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('stays on one page with the longest name and message, and for one tree in Uganda', async () => {
    const long = await renderer.render(
      certificate({ recipientName: 'Maximiliane '.repeat(8).trim(), message: 'Viel Freude! '.repeat(23).trim() }),
    );
    expect((await parsed(long)).pages).toBe(1);
    const one = await renderer.render({ ...certificate({ message: '' }, 1), project: 'uganda', atForest: 'in Uganda' });
    const { text, pages } = await parsed(one);
    expect(pages).toBe(1);
    expect(text).toContain('1 Baum in Uganda');
    expect(text).toContain('Über sein Wachstum bindet er rund 150 kg CO₂.');
  });

  it('renders the same gift to the same bytes', async () => {
    const [a, b] = await Promise.all([renderer.render(certificate()), renderer.render(certificate())]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe('/geschenk/<token>/Baum-Urkunde.pdf', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const route = certificateDownload(
      { certificateForDownload: async (token) => (token === TOKEN ? certificate() : null) },
      renderer,
    );
    server = createServer((req, res) => {
      void route(req, res, new URL(req.url!, 'http://x').pathname).then((handled) => {
        if (!handled) res.writeHead(418).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('downloads the PDF by the token, private and not indexed', async () => {
    const res = await fetch(`${base}/geschenk/${TOKEN}/Baum-Urkunde.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Baum-Urkunde.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await parsed(new Uint8Array(await res.arrayBuffer()))).text).toContain('für Oma Gisela');
  });

  it('answers 404 for an unknown token, 405 for a POST, and leaves other paths alone', async () => {
    const unknown = await fetch(`${base}/geschenk/${'A'.repeat(22)}/Baum-Urkunde.pdf`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${base}/geschenk/${TOKEN}/Baum-Urkunde.pdf`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/geschenk/${TOKEN}`)).status).toBe(418);
  });
});
