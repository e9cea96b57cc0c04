import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import type { OrderRecord, OrderState } from '../../repositories/types.js';
import { OrderService } from './service.js';
import { canTransition } from './stateMachine.js';

const STATES: OrderState[] = ['DONATED', 'ACCOUNTED', 'PLANTING_IN_PROGRESS', 'FINISHED', 'ABORTED'];
const ALLOWED = new Set([
  'DONATED→ACCOUNTED',
  'ACCOUNTED→PLANTING_IN_PROGRESS',
  'PLANTING_IN_PROGRESS→FINISHED',
  'DONATED→ABORTED',
  'ACCOUNTED→ABORTED',
]);

describe('order state transitions', () => {
  const pairs = STATES.flatMap((from) => STATES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed only where docs/architecture.md §4 says so', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}→${to}`));
  });
});

describe('OrderService.transition', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const order: OrderRecord = {
    treeProviderDonationId: 'order-1',
    donationId: 'donation-1',
    userId: 'user-1',
    amount: 25,
    currency: 'EUR',
    donatedAt: new Date('2026-11-01T10:00:00.000Z'),
    donationType: 'custom_one_time',
    orderState: 'DONATED',
    plannedPlanting: null,
    project: 'uganda',
    treeUnits: 5,
    accountedAt: null,
    paymentProviderTransactionId: null,
  };

  function setup() {
    const repos = createMemoryRepositories();
    void repos.orders.save(order);
    return { repos, service: new OrderService(repos.orders, () => now, repos.atomically) };
  }

  it('walks an order from DONATED to FINISHED and stamps accountedAt on ACCOUNTED', async () => {
    const { repos, service } = setup();
    expect((await service.transition('order-1', 'ACCOUNTED')).accountedAt).toEqual(now);
    await service.transition('order-1', 'PLANTING_IN_PROGRESS');
    await service.transition('order-1', 'FINISHED');
    expect(await repos.orders.findById('order-1')).toMatchObject({ orderState: 'FINISHED', accountedAt: now });
  });

  it('refuses a skipped step with BAD_USER_INPUT and leaves the order as it was', async () => {
    const { repos, service } = setup();
    await expect(service.transition('order-1', 'FINISHED')).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { orderState: expect.stringContaining('DONATED') } },
    });
    expect((await repos.orders.findById('order-1'))?.orderState).toBe('DONATED');
  });

  it('refuses leaving a final state', async () => {
    const { service } = setup();
    await service.transition('order-1', 'ABORTED');
    await expect(service.transition('order-1', 'ACCOUNTED')).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('reports an unknown order as NOT_FOUND', async () => {
    const { service } = setup();
    await expect(service.transition('nope', 'ACCOUNTED')).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
