import type { OrderState } from '../../repositories/types.js';
import type { ImportOrder } from './importFile.js';
import { describe, isIsoDate, isObj, type Problems } from './importProblems.js';

const ORDER_STATES: readonly OrderState[] = ['DONATED', 'ACCOUNTED', 'PLANTING_IN_PROGRESS', 'FINISHED', 'ABORTED'];

/** One order's steps: its next states, its planned planting day, its trees on plots. */
export function readOrder(value: unknown, path: string, p: Problems): ImportOrder | null {
  if (!isObj(value)) {
    p.add(path, `Eine Bestellung muss ein Objekt sein, ist ${describe(value)}.`);
    return null;
  }
  const before = p.list.length;
  p.only(value, path, ['treeProviderDonationId', 'states', 'plannedPlanting', 'plots']);
  const id = p.id(value.treeProviderDonationId, `${path}.treeProviderDonationId`);
  const states = p.list_(value.states, `${path}.states`, { optional: true }).map((s, i) => {
    if (typeof s !== 'string' || !ORDER_STATES.includes(s as OrderState)) {
      p.add(`${path}.states[${i}]`, `Unbekannter Zustand ${describe(s)}; erlaubt sind ${ORDER_STATES.join(', ')}.`);
    }
    return s as OrderState;
  });
  if (value.plannedPlanting !== undefined && value.plannedPlanting !== null && !isIsoDate(value.plannedPlanting)) {
    p.add(
      `${path}.plannedPlanting`,
      `Muss ein Datum im Format JJJJ-MM-TT oder null sein, ist ${describe(value.plannedPlanting)}.`,
    );
  }
  const seen = new Set<string>();
  const plots = p.list_(value.plots, `${path}.plots`, { optional: true }).map((a, i) => {
    const at = `${path}.plots[${i}]`;
    if (!isObj(a)) return (p.add(at, 'Eine Zuordnung muss ein Objekt mit plotId und treeCount sein.'), null);
    p.only(a, at, ['plotId', 'treeCount']);
    const plotId = p.id(a.plotId, `${at}.plotId`);
    if (plotId && seen.has(plotId))
      p.add(`${at}.plotId`, `Die Fläche „${plotId}“ ist dieser Bestellung schon zugeordnet.`);
    if (plotId) seen.add(plotId);
    if (!Number.isInteger(a.treeCount) || (a.treeCount as number) < 1)
      p.add(`${at}.treeCount`, `Muss eine ganze Zahl ab 1 sein, ist ${describe(a.treeCount)}.`);
    return { plotId: plotId ?? '', treeCount: a.treeCount as number };
  });
  if (states.length === 0 && value.plannedPlanting === undefined && plots.length === 0) {
    p.add(path, 'Die Bestellung ändert nichts: gib states, plannedPlanting oder plots an.');
  }
  if (p.list.length > before || !id) return null;
  return {
    treeProviderDonationId: id,
    states,
    ...(value.plannedPlanting !== undefined ? { plannedPlanting: value.plannedPlanting as string | null } : {}),
    plots: plots as ImportOrder['plots'],
  };
}
