import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { plots } from '../../../mocks/fixtures/plots.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { testClient } from '../../../mocks/testClient.js';
import { createMemoryRepositories } from '../repositories/memory/createMemoryRepositories.js';
import type { DonationRecord, OrderRecord, Repositories, Seed } from '../repositories/types.js';

// Issue 34 (signed-in throughput): the dashboard's store round trips do not grow with the donor's donations, orders
// and plots — no read per donation, order or plot (N+1), the donation list read once for both of its lists.

const NOW = '2026-11-22T12:00:00.000Z';

/** The dashboard's query (src/routes/account/DashboardPage.tsx) with every per-item field it asks for. */
const DASHBOARD = `query Dashboard {
  user { id profileCompletionSuppressedAt address { street zip place id } }
  trees { treeCountTotal carbonAbsorptionYearlyTons carbonAbsorptionTotalTons carbonAbsorptionTotalSince }
  abos: getDonations(active: true, rhythm: [monthly]) {
    id donationType treeUnitsRequested endDueBy pendingAmountChange { amount dueBy }
  }
  all: getDonations {
    id
    orders { id donatedAt treeProviderDonationId orderState treeUnits donationType plannedPlanting debitedAfterEndRequest }
  }
  calculator(country: "DE") { state { co2EmissionTotal } id }
}`;

/** The most round trips one dashboard may take, whatever the donor has (today: 10; before, more with every donation, order and plot). */
const MAX_CALLS = 10;

/** Memory repositories whose every call is counted by "repository.method". */
function counted(repos: Repositories) {
  const calls: string[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(repos).map(([name, repo]) => [
      name,
      typeof repo === 'function'
        ? repo
        : Object.fromEntries(
            Object.entries(repo as Record<string, unknown>).map(([method, fn]) => [
              method,
              typeof fn === 'function'
                ? (...args: unknown[]) => {
                    calls.push(`${name}.${method}`);
                    return (fn as (...a: unknown[]) => unknown).apply(repo, args);
                  }
                : fn,
            ]),
          ),
    ]),
  ) as unknown as Repositories;
  return { repos: wrapped, calls };
}

/** `n` more one-time donations of Jonas, two orders each, their trees on both plots. */
function withMore(n: number): Seed {
  const J = USER_IDS.withSubscription;
  const donations: DonationRecord[] = Array.from({ length: n }, (_, i) => ({
    ...fixtureSeed.donations.find((d) => d.donationId === 'donation-jonas-abo')!,
    donationId: `donation-extra-${i}`,
    donationType: 'custom_one_time',
    rhythm: 'one_time',
    paymentIntentId: `intent-extra-${i}`,
    donatedAt: new Date(Date.UTC(2026, 0, 1 + i)),
  }));
  const orders: OrderRecord[] = donations.flatMap((d) =>
    [0, 1].map((k) => ({
      treeProviderDonationId: `${d.donationId}-${k}`,
      donationId: d.donationId,
      userId: J,
      amount: d.amount,
      currency: 'EUR' as const,
      donatedAt: d.donatedAt,
      donationType: d.donationType,
      orderState: 'FINISHED' as const,
      plannedPlanting: null,
      project: d.project,
      treeUnits: 2,
      accountedAt: null,
      paymentProviderTransactionId: k === 0 ? null : `trx-extra-${d.donationId}-${k}`,
    })),
  );
  return {
    ...fixtureSeed,
    donations: [...fixtureSeed.donations, ...donations],
    orders: [...fixtureSeed.orders, ...orders],
    plotAllocations: [
      ...fixtureSeed.plotAllocations,
      ...orders.map((o, i) => ({
        plotId: plots[i % plots.length].plotId,
        userId: J,
        treeProviderDonationId: o.treeProviderDonationId,
        treeCount: o.treeUnits,
      })),
    ],
  };
}

function setup(seed: Seed) {
  const { repos, calls } = counted(createMemoryRepositories(seed));
  const server = createMockServer({ repos, clock: () => new Date(NOW) });
  return { server, calls, gql: testClient(server) };
}

describe('the signed-in dashboard', () => {
  it(`takes at most ${MAX_CALLS} store round trips, however many donations, orders and plots the donor has`, async () => {
    const few = setup(withMore(1));
    const many = setup(withMore(12));
    const fewAnswer = await few.gql(DASHBOARD, {}, 'withSubscription');
    const manyAnswer = await many.gql(DASHBOARD, {}, 'withSubscription');
    expect(fewAnswer.errors).toBeUndefined();
    expect(manyAnswer.errors).toBeUndefined();
    expect(manyAnswer.data!.all).toHaveLength(fewAnswer.data!.all.length + 11);
    expect(manyAnswer.data!.all.flatMap((d: { orders: unknown[] }) => d.orders)).toHaveLength(
      fewAnswer.data!.all.flatMap((d: { orders: unknown[] }) => d.orders).length + 22,
    );

    expect(many.calls.length, many.calls.join('\n')).toBeLessThanOrEqual(MAX_CALLS);
    expect([...many.calls].sort()).toEqual([...few.calls].sort());
    // Both lists from one read of the donations; no per-item read is left.
    expect(many.calls.filter((c) => c === 'donations.listByUser')).toHaveLength(1);
    for (const perItem of [
      'orders.listByDonation',
      'aboChanges.listByDonation',
      'teamTasks.listByDonation',
      'plots.findById',
    ])
      expect(many.calls).not.toContain(perItem);
  });

  it('answers per donation as the per-item reads did: orders, pending change and the end request with their days', async () => {
    const { gql } = setup(fixtureSeed);
    // The team's path of production: the change is a task with a day, pending until the team confirms it.
    const changed = await gql(
      `mutation { changeAboAmount(donationId: "donation-jonas-abo", donationType: custom_abo, amount: 40) {
        id pendingAmountChange { amount dueBy } } }`,
      {},
      'withSubscription',
    );
    expect(changed.errors).toBeUndefined();
    // The mutation's own answer already sees what it wrote (its task's day), not a list read before.
    expect(changed.data!.changeAboAmount.pendingAmountChange).toEqual({ amount: 40, dueBy: expect.any(String) });

    const answer = await gql(DASHBOARD, {}, 'withSubscription');
    expect(answer.errors).toBeUndefined();
    const abo = answer.data!.abos.find((d: { id: string }) => d.id === 'donation-jonas-abo');
    expect(abo.pendingAmountChange).toEqual(changed.data!.changeAboAmount.pendingAmountChange);
    const byId = new Map(
      answer.data!.all.map((d: { id: string; orders: { id: string }[] }) => [d.id, d.orders.map((o) => o.id).sort()]),
    );
    const expected = new Map(
      fixtureSeed.donations
        .filter((d) => d.userId === USER_IDS.withSubscription)
        .map((d) => [
          d.donationId,
          fixtureSeed.orders
            .filter((o) => o.donationId === d.donationId)
            .map((o) => o.treeProviderDonationId)
            .sort(),
        ]),
    );
    expect(byId).toEqual(expected);
  });

  it('reads nothing of one request in the next, nor of one donor for another', async () => {
    const { gql } = setup(fixtureSeed);
    const jonas = await gql(DASHBOARD, {}, 'withSubscription');
    const mira = await gql(DASHBOARD, {}, 'withDonations');
    const jonasIds = jonas.data!.all.map((d: { id: string }) => d.id);
    const miraIds = mira.data!.all.map((d: { id: string }) => d.id);
    expect(jonasIds.length).toBeGreaterThan(0);
    expect(miraIds.length).toBeGreaterThan(0);
    expect(miraIds.filter((id: string) => jonasIds.includes(id))).toEqual([]);
  });
});
