import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { pdfReceiptRenderer } from '../../node/receipts/pdfReceiptRenderer.js';

const NOW = '2026-11-25T12:00:00.000Z';
const RECEIPT = 'number kind periodFrom periodTo amount issuedAt fileName pdfBase64';
const ISSUE = `mutation Issue($giftId: ID!) { issueReceipt(giftId: $giftId) { ${RECEIPT} } }`;
const ISSUE_YEAR = `mutation IssueYear($year: Int!) { issueAnnualReceipt(year: $year) { ${RECEIPT} } }`;
const OVERVIEW = `{ receiptOverview { addressComplete gifts { id orderId donatedAt amount donationType project annualReceiptNumber } years { year total giftCount receiptNumber } } }`;
const ADDRESS = `mutation Address($address: InputAddress!) { updateAddress(address: $address) { street zip place } }`;

function setup() {
  const server = createMockServer({
    clock: () => new Date(NOW),
    newId: sequentialIds(),
    receiptRenderer: pdfReceiptRenderer(),
  });
  return { server, gql: testClient(server) };
}

async function pdfText(base64: string): Promise<string> {
  const parser = new PDFParse({ data: Buffer.from(base64, 'base64') });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('Zuwendungsbestätigungen', () => {
  it('lists the paid gifts (a refunded one excluded) and the past years with gifts', async () => {
    const { gql } = setup();
    const mira = (await gql(OVERVIEW, {}, 'withDonations')).data!.receiptOverview;
    expect(mira.addressComplete).toBe(true);
    // Relay ids are global: a gift's id is not its Order's id, which the orders list also returns.
    expect(mira.gifts.map((g: { id: string }) => g.id)).toContain('ReceiptGift:order-mira-planting');
    expect(mira.gifts.map((g: { orderId: string }) => g.orderId)).toEqual([
      'order-mira-donated',
      'order-mira-accounted',
      'order-mira-planting',
      'order-mira-finished',
    ]);
    // The fixture world on NOW (mocks/fixtures): Mira gave in 2024 and this year; Jonas's Abo paid every month since 03/2025.
    expect(mira.years.map((y: { year: number }) => y.year)).toEqual([2024]);
    const jonas = (await gql(OVERVIEW, {}, 'withSubscription')).data!.receiptOverview;
    expect(jonas.years.map((y: { year: number; giftCount: number }) => [y.year, y.giftCount])).toEqual([[2025, 11]]); // 03–12/2025 and the Wunschabo's 01/2025
    expect(codes(await gql(OVERVIEW, {}, 'guest'))).toEqual(['UNAUTHENTICATED']);
  });

  it('issues a numbered receipt for one gift; asking again gives the same number and the same file', async () => {
    const { gql } = setup();
    const first = (await gql(ISSUE, { giftId: 'order-jonas-2026-11' }, 'withSubscription')).data!.issueReceipt;
    expect(first).toMatchObject({
      number: 'KH-2026-000001',
      kind: 'SINGLE',
      periodFrom: '2026-11-02',
      periodTo: '2026-11-02',
      amount: 35,
      fileName: 'Zuwendungsbestaetigung-KH-2026-000001.pdf',
    });
    const text = await pdfText(first.pdfBase64);
    expect(text).toContain('Jonas Berger Karl-Liebknecht-Straße 12 04107 Leipzig');
    expect(text).toContain('Betrag der Zuwendung: 35,00 €');
    expect(text).toContain('Tag der Zuwendung: 02.11.2026');
    const again = (await gql(ISSUE, { giftId: 'order-jonas-2026-11' }, 'withSubscription')).data!.issueReceipt;
    expect(again).toEqual(first);
  });

  it('gives nobody else’s receipt and none for a refunded payment', async () => {
    const { server, gql } = setup();
    expect(codes(await gql(ISSUE, { giftId: 'order-jonas-2026-11' }, 'withDonations'))).toEqual(['NOT_FOUND']);
    const refunded = await gql(ISSUE, { giftId: 'order-mira-aborted' }, 'withDonations');
    expect(codes(refunded)).toEqual(['BAD_USER_INPUT']);
    expect(refunded.errors![0].extensions!.fields).toEqual({
      giftId: 'Für diese Zahlung gibt es keine Bestätigung: Sie wurde zurückgebucht.',
    });
    expect(await server.repos.receipts.listByUser(USER_IDS.withDonations)).toEqual([]);
  });

  it('asks for the postal address first when the profile lacks it, and stores nothing', async () => {
    const { server, gql } = setup();
    const mira = (await server.repos.users.findById(USER_IDS.withDonations))!;
    await server.repos.users.save({ ...mira, address: null });
    const res = await gql(ISSUE, { giftId: 'order-mira-donated' }, 'withDonations');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].extensions!.fields).toEqual({
      address:
        'Für eine Zuwendungsbestätigung brauchen wir deinen Namen und deine vollständige Anschrift. Bitte ergänze sie.',
    });
    expect((await gql(OVERVIEW, {}, 'withDonations')).data!.receiptOverview.addressComplete).toBe(false);
    expect(await server.repos.receipts.listByUser(USER_IDS.withDonations)).toEqual([]);
  });

  it('corrects a receipt after the address changed: a new number, the old one void', async () => {
    const { server, gql } = setup();
    const first = (await gql(ISSUE, { giftId: 'order-mira-donated' }, 'withDonations')).data!.issueReceipt;
    await gql(
      ADDRESS,
      { address: { street: 'Sackstraße 8', zip: '8010', place: 'Graz', country: 'Österreich' } },
      'withDonations',
    );
    const corrected = (await gql(ISSUE, { giftId: 'order-mira-donated' }, 'withDonations')).data!.issueReceipt;
    expect(corrected.number).toBe('KH-2026-000002');
    expect(await pdfText(corrected.pdfBase64)).toContain('Sackstraße 8 8010 Graz Österreich');
    expect(await server.repos.receipts.findByNumber(first.number)).toMatchObject({
      voidedAt: new Date(NOW),
      replacedBy: 'KH-2026-000002',
    });
  });

  it('issues the Sammelbestätigung of a past year with every gift in its annex; it replaces that year’s single receipts', async () => {
    const { server, gql } = setup();
    const single = (await gql(ISSUE, { giftId: 'order-jonas-2025-03' }, 'withSubscription')).data!.issueReceipt;
    const annual = (await gql(ISSUE_YEAR, { year: 2025 }, 'withSubscription')).data!.issueAnnualReceipt;
    expect(annual).toMatchObject({
      number: 'KH-2026-000002',
      kind: 'ANNUAL',
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      fileName: 'Sammelbestaetigung-2025-KH-2026-000002.pdf',
    });
    const gifts2025 = (await server.repos.orders.listByUser(USER_IDS.withSubscription)).filter(
      (o) => o.donatedAt.getUTCFullYear() === 2025,
    );
    expect(annual.amount).toBe(gifts2025.reduce((sum, o) => sum + o.amount, 0));
    const text = await pdfText(annual.pdfBase64);
    expect(text).toContain('Zeitraum der Sammelbestätigung: 01.01.2025 bis 31.12.2025');
    expect(text).toContain(`Anzahl der Zuwendungen: ${gifts2025.length}`);
    expect(text).toContain('02.03.2025 Geldzuwendung – 100 % Abo (Monatsrate) nein 35,00 €');
    expect(await server.repos.receipts.findByNumber(single.number)).toMatchObject({ replacedBy: annual.number });
    const refused = await gql(ISSUE, { giftId: 'order-jonas-2025-03' }, 'withSubscription');
    expect(refused.errors![0].extensions!.fields).toEqual({
      giftId: `Diese Spende ist in deiner Sammelbestätigung ${annual.number} enthalten; eine zweite Bestätigung darf es nicht geben.`,
    });
    const overview = (await gql(OVERVIEW, {}, 'withSubscription')).data!.receiptOverview;
    expect(overview.years).toEqual([
      { year: 2025, total: annual.amount, giftCount: gifts2025.length, receiptNumber: annual.number },
    ]);
  });

  it('offers the current year’s Sammelbestätigung only from 1 January', async () => {
    const { gql } = setup();
    const res = await gql(ISSUE_YEAR, { year: 2026 }, 'withSubscription');
    expect(res.errors![0].extensions!.fields).toEqual({
      year: 'Die Sammelbestätigung für 2026 gibt es ab dem 1. Januar 2027.',
    });
  });

  it('switches the yearly Sammelbestätigung by mail on and off (off by default)', async () => {
    const { gql } = setup();
    const MAILS = `{ user { receiptMailsEnabled } }`;
    const SET = `mutation Set($enabled: Boolean!) { updateReceiptMailsEnabled(enabled: $enabled) { receiptMailsEnabled } }`;
    expect((await gql(MAILS, {}, 'withSubscription')).data!.user.receiptMailsEnabled).toBe(false);
    expect(
      (await gql(SET, { enabled: true }, 'withSubscription')).data!.updateReceiptMailsEnabled.receiptMailsEnabled,
    ).toBe(true);
    expect((await gql(MAILS, {}, 'withSubscription')).data!.user.receiptMailsEnabled).toBe(true);
    expect((await gql(MAILS, {}, 'withDonations')).data!.user.receiptMailsEnabled).toBe(false);
    expect(codes(await gql(SET, { enabled: true }, 'guest'))).toEqual(['UNAUTHENTICATED']);
  });
});
