import type { Mailer, SiteConfig } from '../../ports.js';
import type { OrderRecord, PlotRecord, Repositories } from '../../repositories/types.js';
import type { Clock } from '../../ports.js';
import { canTransition } from '../orders/stateMachine.js';
import { readImportFile, type ImportFile, type ImportProblem } from './importFile.js';
import { orderStateMail } from './orderMail.js';

export interface ImportSummary {
  ok: true;
  /** State steps taken over all orders. */
  transitions: number;
  /** Orders changed in any way (state, planned planting or plots). */
  orders: number;
  plots: number;
  allocations: number;
  mails: { sent: number; switchedOff: number; failed: number };
}

export interface ImportRefusal {
  ok: false;
  problems: ImportProblem[];
}

export type ImportResult = ImportSummary | ImportRefusal;

/**
 * The tree provider's progress report (docs/architecture.md §7), shared by `POST /provider/import` and `npm run provider:import`.
 * A file is applied completely or not at all: it is checked first as JSON, then against the store under the locks
 * of every order and plot it names; only a file without a single problem is written, in one unit. The donors'
 * mails go out after that unit: a mail that fails does not undo a planting that happened.
 */
export class ProviderImportService {
  constructor(
    private readonly repos: Repositories,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  async import(raw: unknown): Promise<ImportResult> {
    const { file, problems } = readImportFile(raw);
    if (!file) return { ok: false, problems };
    const keys = [
      ...file.orders.map((o) => `order:${o.treeProviderDonationId}`),
      ...file.plots.map((p) => `plot:${p.plotId}`),
    ];
    const outcome = await this.repos.atomically(keys, () => this.applyUnlocked(file));
    if (!outcome.ok) return outcome;
    const mails = await this.mailDonors(outcome.moved);
    return { ...outcome.summary, mails };
  }

  private async applyUnlocked(
    file: ImportFile,
  ): Promise<ImportRefusal | { ok: true; summary: Omit<ImportSummary, 'mails'>; moved: OrderRecord[] }> {
    const problems: ImportProblem[] = [];
    const plotsInFile = new Map(file.plots.map((p) => [p.plotId, p]));
    const now = this.clock();
    const nextOrders: OrderRecord[] = [];
    const moved: OrderRecord[] = [];
    const allocations: { plotId: string; order: OrderRecord; treeCount: number }[] = [];

    for (const [i, entry] of file.orders.entries()) {
      const at = `orders[${i}]`;
      const order = await this.repos.orders.findById(entry.treeProviderDonationId);
      if (!order) {
        problems.push({
          path: `${at}.treeProviderDonationId`,
          message: `Die Bestellung „${entry.treeProviderDonationId}“ gibt es nicht.`,
        });
        continue;
      }
      let state = order.orderState;
      let accountedAt = order.accountedAt;
      let stepsOk = true;
      for (const [j, to] of entry.states.entries()) {
        if (!canTransition(state, to)) {
          problems.push({
            path: `${at}.states[${j}]`,
            message: `Von ${state} kann die Bestellung „${order.treeProviderDonationId}“ nicht nach ${to} wechseln; erlaubt ist ${allowedFrom(state)}.`,
          });
          stepsOk = false;
          break;
        }
        state = to;
        if (to === 'ACCOUNTED') accountedAt = now;
      }
      if (!stepsOk) continue;

      // The trees of this order per plot after the import: what the store has, replaced by what the file says.
      const perPlot = new Map(
        (await this.repos.plots.listAllocationsByOrder(order.treeProviderDonationId)).map((a) => [
          a.plotId,
          a.treeCount,
        ]),
      );
      for (const [j, a] of entry.plots.entries()) {
        const plot: Pick<PlotRecord, 'project'> | undefined =
          plotsInFile.get(a.plotId) ?? (await this.repos.plots.findById(a.plotId));
        if (!plot) {
          problems.push({
            path: `${at}.plots[${j}].plotId`,
            message: `Die Fläche „${a.plotId}“ steht weder in dieser Datei noch im Bestand.`,
          });
          continue;
        }
        if (plot.project !== order.project) {
          problems.push({
            path: `${at}.plots[${j}].plotId`,
            message: `Die Fläche „${a.plotId}“ gehört zum Projekt ${plot.project}, die Bestellung zu ${order.project}.`,
          });
          continue;
        }
        perPlot.set(a.plotId, a.treeCount);
        allocations.push({ plotId: a.plotId, order, treeCount: a.treeCount });
      }
      const planted = [...perPlot.values()].reduce((s, n) => s + n, 0);
      if (entry.plots.length > 0 && state !== 'PLANTING_IN_PROGRESS' && state !== 'FINISHED') {
        problems.push({
          path: `${at}.plots`,
          message: `Bäume auf Flächen gibt es erst ab PLANTING_IN_PROGRESS; die Bestellung ist dann ${state}.`,
        });
      } else if (planted > order.treeUnits) {
        problems.push({
          path: `${at}.plots`,
          message: `Den Flächen sind ${planted} Bäume zugeordnet, die Bestellung umfasst nur ${order.treeUnits}.`,
        });
      } else if (state === 'FINISHED' && order.orderState !== 'FINISHED' && planted !== order.treeUnits) {
        problems.push({
          path: `${at}.states`,
          message: `FINISHED heißt: alle ${order.treeUnits} Bäume gepflanzt; den Flächen sind erst ${planted} zugeordnet.`,
        });
      }

      const next: OrderRecord = {
        ...order,
        orderState: state,
        accountedAt,
        plannedPlanting: entry.plannedPlanting === undefined ? order.plannedPlanting : entry.plannedPlanting,
      };
      nextOrders.push(next);
      if (state !== order.orderState) moved.push(next);
    }

    if (problems.length > 0) return { ok: false, problems };

    for (const plot of file.plots) await this.repos.plots.save(plot);
    for (const order of nextOrders) await this.repos.orders.save(order);
    for (const a of allocations) {
      await this.repos.plots.saveAllocation({
        plotId: a.plotId,
        treeProviderDonationId: a.order.treeProviderDonationId,
        userId: a.order.userId,
        treeCount: a.treeCount,
      });
    }
    const transitions = file.orders.reduce((s, o) => s + o.states.length, 0);
    return {
      ok: true,
      summary: {
        ok: true,
        transitions,
        orders: nextOrders.length,
        plots: file.plots.length,
        allocations: allocations.length,
      },
      moved,
    };
  }

  /** One mail per moved order, with its new state; not to closed accounts, anonymous orders or donors who said no. */
  private async mailDonors(moved: OrderRecord[]): Promise<ImportSummary['mails']> {
    const mails = { sent: 0, switchedOff: 0, failed: 0 };
    for (const order of moved) {
      if (!order.userId) continue;
      const user = await this.repos.users.findById(order.userId);
      if (!user || user.closedAt) continue;
      if (await this.repos.users.orderMailsOff(user.id)) {
        mails.switchedOff += 1;
        continue;
      }
      try {
        await this.mailer.send(orderStateMail(user, order, this.site));
        mails.sent += 1;
      } catch (error) {
        mails.failed += 1;
        this.log(
          `provider import: order mail for ${order.treeProviderDonationId} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return mails;
  }
}

function allowedFrom(state: OrderRecord['orderState']): string {
  const next = (['ACCOUNTED', 'PLANTING_IN_PROGRESS', 'FINISHED', 'ABORTED'] as const).filter((to) =>
    canTransition(state, to),
  );
  return next.length === 0 ? `nichts mehr (${state} ist ein Endzustand)` : `nur ${next.join(' oder ')}`;
}
