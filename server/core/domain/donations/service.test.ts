import { describe, expect, it } from 'vitest';
import { MemoryRecurringPayments, sequentialIds } from '../../../../mocks/memoryPorts.js';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import type { DonationRecord } from '../../repositories/types.js';
import { matchesFilter, subscriptionCo2PerYear, treeUnitsFor } from './rules.js';
import { DonationService, type DonationInput } from './service.js';

const now = new Date('2026-11-22T12:00:00.000Z');

function setup() {
  const repos = createMemoryRepositories();
  const service = new DonationService(
    repos.donations,
    repos.orders,
    repos.paymentIntents,
    new MemoryRecurringPayments(),
    () => now,
    sequentialIds(),
    repos.atomically,
  );
  return { repos, service };
}

const input = (intentId: string, overrides: Partial<DonationInput> = {}): DonationInput => ({
  amount: 25,
  currency: 'EUR',
  donatedAt: now,
  donationType: 'custom_one_time',
  project: 'uganda',
  rhythm: 'one_time',
  treeProvider: 'fairventures',
  treeProviderTransactionId: intentId,
  treeUnitsRequested: 5,
  paymentProvider: 'TWINGLE',
  paymentProviderTransactionId: 'trx-1',
  ...overrides,
});

describe('DonationService.create idempotency', () => {
  it('returns the recorded donation when the same payment transaction arrives twice, storing one', async () => {
    const { repos, service } = setup();
    const intent = await service.createIntent('user-1', 'uganda');
    const first = await service.create('user-1', input(intent.id));
    const second = await service.create('user-1', input(intent.id));
    expect(second.donationId).toBe(first.donationId);
    expect(await repos.donations.listByUser('user-1')).toHaveLength(1);
    expect(await repos.orders.listByUser('user-1')).toHaveLength(1);
  });

  it('refuses a second transaction on an intent that is already used', async () => {
    const { service } = setup();
    const intent = await service.createIntent('user-1', 'uganda');
    await service.create('user-1', input(intent.id));
    await expect(
      service.create('user-1', input(intent.id, { paymentProviderTransactionId: 'trx-2' })),
    ).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { 'donation.treeProviderTransactionId': expect.any(String) } },
    });
  });

  it("refuses another donor's transaction id instead of returning their donation", async () => {
    const { service } = setup();
    const mine = await service.createIntent('user-1', 'uganda');
    await service.create('user-1', input(mine.id));
    const theirs = await service.createIntent('user-2', 'uganda');
    await expect(service.create('user-2', input(theirs.id))).rejects.toMatchObject({
      extensions: { fields: { 'donation.treeProviderTransactionId': expect.any(String) } },
    });
  });

  it('stores nothing when the input is invalid', async () => {
    const { repos, service } = setup();
    const intent = await service.createIntent('user-1', 'uganda');
    await expect(service.create('user-1', input(intent.id, { treeUnitsRequested: 6 }))).rejects.toThrow();
    expect(await repos.donations.listByUser('user-1')).toEqual([]);
    expect((await repos.paymentIntents.findById(intent.id))?.usedByDonationId).toBeNull();
  });
});

describe('donation rules', () => {
  const d = (rhythm: DonationRecord['rhythm'], canceledAt: Date | null, treeUnitsRequested = 7) =>
    ({ rhythm, canceledAt, treeUnitsRequested }) as DonationRecord;

  it('filters as getDonations promises: active:false means one-time plus cancelled recurring', () => {
    const oneTime = d('one_time', null);
    const running = d('monthly', null);
    const cancelled = d('monthly', now);
    const all = [oneTime, running, cancelled];
    expect(all.filter((x) => matchesFilter(x, {}))).toEqual(all);
    expect(all.filter((x) => matchesFilter(x, { active: true }))).toEqual([running]);
    expect(all.filter((x) => matchesFilter(x, { active: false }))).toEqual([oneTime, cancelled]);
    expect(all.filter((x) => matchesFilter(x, { rhythm: ['monthly'] }))).toEqual([running, cancelled]);
    expect(all.filter((x) => matchesFilter(x, { active: false, rhythm: ['monthly'] }))).toEqual([cancelled]);
  });

  it('turns euros into whole trees at 5 € each', () => {
    expect([4.99, 5, 12, 35, 100].map(treeUnitsFor)).toEqual([0, 1, 2, 7, 20]);
  });

  it('sums the CO2 a year of running monthly donations bind (trees × 0.15 t × 12)', () => {
    expect(subscriptionCo2PerYear([d('monthly', null, 7), d('monthly', now, 10), d('one_time', null, 20)])).toBe(12.6);
  });
});
