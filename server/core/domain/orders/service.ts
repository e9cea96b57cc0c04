import { badInput, notFound } from '../../errors.js';
import type { Clock } from '../../ports.js';
import type { OrderRecord, OrderRepository, OrderState, Repositories } from '../../repositories/types.js';
import { canTransition, HISTORY_STATES, PLANNED_STATES } from './stateMachine.js';

const newestFirst = (a: OrderRecord, b: OrderRecord) => b.donatedAt.getTime() - a.donatedAt.getTime();

export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly clock: Clock,
    private readonly atomically: Repositories['atomically'],
  ) {}

  async history(userId: string): Promise<OrderRecord[]> {
    return this.inStates(userId, HISTORY_STATES);
  }

  async planned(userId: string): Promise<OrderRecord[]> {
    return this.inStates(userId, PLANNED_STATES);
  }

  /** `reads`: where a field resolver reads the orders (the request's batched reads); the store by default. */
  forDonation(
    donationId: string,
    reads: Pick<OrderRepository, 'listByDonation'> = this.orders,
  ): Promise<OrderRecord[]> {
    return reads.listByDonation(donationId);
  }

  /** Moves an order on (tree-provider updates, payment push); refuses any transition docs/architecture.md §4 does not allow. */
  transition(orderId: string, to: OrderState): Promise<OrderRecord> {
    // Two provider updates for one order must not both pass the check against the same old state.
    return this.atomically([`order:${orderId}`], () => this.transitionUnlocked(orderId, to));
  }

  private async transitionUnlocked(orderId: string, to: OrderState): Promise<OrderRecord> {
    const order = await this.orders.findById(orderId);
    if (!order) throw notFound('Diese Bestellung gibt es nicht.');
    if (!canTransition(order.orderState, to)) {
      throw badInput({ orderState: `Von ${order.orderState} kann eine Bestellung nicht nach ${to} wechseln.` });
    }
    const next: OrderRecord = {
      ...order,
      orderState: to,
      accountedAt: to === 'ACCOUNTED' ? this.clock() : order.accountedAt,
    };
    await this.orders.save(next);
    return next;
  }

  private async inStates(userId: string, states: readonly OrderState[]): Promise<OrderRecord[]> {
    const all = await this.orders.listByUser(userId);
    return all.filter((o) => states.includes(o.orderState)).sort(newestFirst);
  }
}
