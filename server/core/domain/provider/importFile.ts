import type { OrderState, PlotPhotoRecord, PointRecord, ProjectId } from '../../repositories/types.js';
import { readOrder } from './importOrder.js';
import { readPlot } from './importPlot.js';
import { isObj, Problems, type ImportProblem } from './importProblems.js';

export type { ImportProblem } from './importProblems.js';

/**
 * The tree provider's import file (docs/architecture.md §7), checked before anything is written. Every problem is collected with
 * its JSON path, so the provider gets one complete report instead of fixing a file error by error.
 */

export interface ImportPlot {
  plotId: string;
  project: ProjectId;
  plantedAt: string;
  /** Outer rings as closed lists of points (holes are not drawn and not kept). */
  polygons: PointRecord[][];
  coordinates: PointRecord;
  species: { latinName: string; percentage: number }[];
  co2tPerTreePerYear: number;
  mapLink: string | null;
  photos: PlotPhotoRecord[];
}

export interface ImportOrder {
  treeProviderDonationId: string;
  /** The steps to take, in order, from the order's current state. */
  states: OrderState[];
  /** undefined: keep; null: clear. */
  plannedPlanting?: string | null;
  plots: { plotId: string; treeCount: number }[];
}

export interface ImportFile {
  plots: ImportPlot[];
  orders: ImportOrder[];
}

/** Reads a parsed JSON value; returns the file only when there is no problem. */
export function readImportFile(raw: unknown): { file: ImportFile | null; problems: ImportProblem[] } {
  const p = new Problems();
  if (!isObj(raw)) {
    p.add('', 'Die Datei muss ein JSON-Objekt mit „plots“ und/oder „orders“ sein.');
    return { file: null, problems: p.list };
  }
  p.only(raw, '', ['plots', 'orders']);
  if (raw.plots === undefined && raw.orders === undefined) p.add('', 'Die Datei enthält weder „plots“ noch „orders“.');
  const plots = p.list_(raw.plots, 'plots', { optional: true }).map((v, i) => readPlot(v, `plots[${i}]`, p));
  const orders = p.list_(raw.orders, 'orders', { optional: true }).map((v, i) => readOrder(v, `orders[${i}]`, p));

  const seenPlots = new Map<string, number>();
  plots.forEach((plot, i) => {
    if (!plot) return;
    if (seenPlots.has(plot.plotId))
      p.add(`plots[${i}].plotId`, `Die Fläche „${plot.plotId}“ steht schon in plots[${seenPlots.get(plot.plotId)}].`);
    else seenPlots.set(plot.plotId, i);
  });
  const seenOrders = new Map<string, number>();
  orders.forEach((order, i) => {
    if (!order) return;
    const first = seenOrders.get(order.treeProviderDonationId);
    if (first !== undefined) {
      p.add(
        `orders[${i}].treeProviderDonationId`,
        `Die Bestellung „${order.treeProviderDonationId}“ steht schon in orders[${first}]; alle Schritte gehören in einen Eintrag.`,
      );
    } else seenOrders.set(order.treeProviderDonationId, i);
  });

  if (p.list.length > 0) return { file: null, problems: p.list };
  return { file: { plots: plots as ImportPlot[], orders: orders as ImportOrder[] }, problems: [] };
}
