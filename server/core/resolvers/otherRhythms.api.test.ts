import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { testClient } from '../../../mocks/testClient.js';
import { pdfReceiptRenderer } from '../../node/receipts/pdfReceiptRenderer.js';
import { RhythmNoticeMails } from '../domain/donations/rhythmNoticeMail.js';
import { formatTwingleDate, parseDonationPush, TwinglePushError } from '../domain/donations/twinglePush.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

/**
 * Issue 34 §7: every paid donation is recorded. Twingle's widget may offer quarterly, half-yearly and yearly
 * donations although Klimahain's pages do not; such a push is stored with its real rhythm, shown in „Abo & Spenden“
 * (getDonations through the real resolvers), counted in the year's Sammelbestätigung, and the team is told by mail.
 */

const NOW = '2026-11-25T12:00:00.000Z';
const SITE = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };
const DONATIONS = `{ getDonations(active: true) { donationId rhythm donationType amount treeUnitsRequested active } }`;
const ISSUE_YEAR = `mutation IssueYear($year: Int!) { issueAnnualReceipt(year: $year) { kind amount pdfBase64 } }`;
const INTENT = `mutation Intent($p: String!) { createTwingleCampaignId(project: $p) }`;

function setup() {
  const server = createMockServer({
    clock: () => new Date(NOW),
    newId: sequentialIds(),
    receiptRenderer: pdfReceiptRenderer(),
  });
  const push = createTwinglePushService(server.repos, {
    clock: () => new Date(NOW),
    newId: sequentialIds('push'),
    payments: server.payments,
    acceptTestDonations: true,
    rhythmNotices: new RhythmNoticeMails(server.mailer, SITE),
  });
  return { server, gql: testClient(server), push };
}

const twinglePush = (campaignId: string, trxId: string, rhythm: string, confirmedAt: Date) =>
  parseDonationPush({
    project_id: 'tw-klimahain',
    trx_id: trxId,
    confirmed_at: formatTwingleDate(confirmedAt),
    amount: '12000',
    currency: 'EUR',
    payment_method: 'debit_automatic',
    donation_rhythm: rhythm,
    campaign_id: campaignId,
  });

async function pdfText(base64: string): Promise<string> {
  const parser = new PDFParse({ data: Buffer.from(base64, 'base64') });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('a donation in a rhythm Klimahain does not offer (issue 34 §7)', () => {
  it('records a yearly push, shows it in „Abo & Spenden“, counts it in the Sammelbestätigung and tells the team', async () => {
    const { server, gql, push } = setup();
    const campaign = (await gql(INTENT, { p: 'uganda' }, 'withSubscription')).data!.createTwingleCampaignId;
    const result = await push.record(
      twinglePush(campaign, 'TRXYEARLY1', 'yearly', new Date('2025-06-15T10:00:00.000Z')),
    );
    expect(result.status).toBe('created');

    // „Abo & Spenden“: a running Abo, yearly, 120 € a year, 24 trees per instalment (5 € a tree).
    const shown = (await gql(DONATIONS, {}, 'withSubscription')).data!.getDonations;
    expect(shown).toContainEqual({
      donationId: result.donationId,
      rhythm: 'yearly',
      donationType: 'custom_abo',
      amount: 120,
      treeUnitsRequested: 24,
      active: true,
    });

    // The year's Sammelbestätigung counts it, and names the rate for what it is.
    const annual = (await gql(ISSUE_YEAR, { year: 2025 }, 'withSubscription')).data!.issueAnnualReceipt;
    const text = await pdfText(annual.pdfBase64);
    expect(text).toContain('15.06.2025 Geldzuwendung – Wunschabo (Jahresrate) nein 120,00 €');

    // The team hears of it: one mail naming the rhythm, the amount and the donation.
    const notices = server.mailer.sent.filter((m) => m.to === SITE.teamEmail);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('Spende mit Rhythmus „jährlich“ verbucht (yearly)');
    expect(notices[0].text).toContain('120,00\u00a0€ im Jahr');
    expect(notices[0].text).toContain(result.donationId);
    expect(notices[0].text).toContain('TRXYEARLY1');

    // Twingle retries the same push: nothing twice, no second mail.
    expect(
      (await push.record(twinglePush(campaign, 'TRXYEARLY1', 'yearly', new Date('2025-06-15T10:00:00.000Z')))).status,
    ).toBe('unchanged');
    expect(server.mailer.sent.filter((m) => m.to === SITE.teamEmail)).toHaveLength(1);
  });

  it.each([
    ['quarterly', 'vierteljährlich'],
    ['halfyearly', 'halbjährlich'],
  ])('records a %s push with its rhythm and tells the team („%s“)', async (rhythm, label) => {
    const { server, gql, push } = setup();
    const campaign = (await gql(INTENT, { p: 'indonesia' }, 'withSubscription')).data!.createTwingleCampaignId;
    const { donationId } = await push.record(twinglePush(campaign, `TRX${rhythm}`, rhythm, new Date(NOW)));
    expect((await server.repos.donations.findById(donationId))?.rhythm).toBe(rhythm);
    expect(server.mailer.sent.map((m) => m.subject)).toEqual([`Spende mit Rhythmus „${label}“ verbucht (${rhythm})`]);
  });

  it('still refuses a push that is not genuine: a rhythm Twingle does not send', () => {
    expect(() => twinglePush('cid', 'TRX1', 'weekly', new Date(NOW))).toThrow(TwinglePushError);
  });

  it('does not let the app create such a donation itself (createDonation offers one-time and monthly)', async () => {
    const { gql } = setup();
    const campaign = (await gql(INTENT, { p: 'uganda' }, 'withSubscription')).data!.createTwingleCampaignId;
    const res = await gql(
      `mutation Create($d: InputDonation!) { createDonation(donation: $d) { donationId } }`,
      {
        d: {
          amount: 120,
          currency: 'EUR',
          donatedAt: NOW,
          donationType: 'custom_abo',
          project: 'uganda',
          rhythm: 'yearly',
          treeProvider: 'fairventures',
          treeProviderTransactionId: campaign,
          treeUnitsRequested: 24,
        },
      },
      'withSubscription',
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
