import type { Answers, CalculatorCatalog, CatalogCategory } from './catalogTypes.js';
import { isVisible, treesNeeded, visibleQuestions } from './evaluate.js';
import { roundTonnes } from './tonnes.js';

/**
 * A calculator result to share (issue 26 §3): the total, what each category adds to the base value and the tree
 * count — no answers, no person. The link carries the catalog and the three category sums
 * (`/ergebnis/DE-1/-2.5_-1_0.8`), so it needs no storage. Only sums some set of answers can reach are accepted: a
 * made-up link can show nothing the calculator could not have shown.
 */
export interface SharedResult {
  country: string;
  version: number;
  baseTonnes: number;
  categories: { id: string; title: string; tonnes: number }[];
  totalTonnes: number;
  trees: number;
  co2tPerTree: number;
  /** The link's path, e.g. /ergebnis/DE-1/-2.5_-1_0.8 */
  path: string;
}

export const SHARE_PATH_PREFIX = '/ergebnis/';

const key = (tonnes: number) => String(roundTonnes(tonnes));

function categorySum(catalog: CalculatorCatalog, category: CatalogCategory, answers: Answers): number {
  const own = new Set(category.questions.map((q) => q.id));
  return visibleQuestions(catalog, answers)
    .filter((q) => own.has(q.id))
    .reduce((sum, q) => sum + (q.choices.find((c) => c.id === answers[q.id])?.co2Emission ?? 0), 0);
}

/** The sums one category can reach: every combination of its visible answers (a few hundred at most). */
const reachable = new WeakMap<CatalogCategory, Set<string>>();
function reachableSums(catalog: CalculatorCatalog, category: CatalogCategory): Set<string> {
  let sums = reachable.get(category);
  if (sums) return sums;
  sums = new Set();
  const walk = (index: number, answers: Record<string, string>) => {
    if (index === category.questions.length) {
      sums!.add(key(categorySum(catalog, category, answers)));
      return;
    }
    const question = category.questions[index];
    if (!isVisible(catalog, question, answers)) return walk(index + 1, answers);
    for (const choice of question.choices) walk(index + 1, { ...answers, [question.id]: choice.id });
  };
  walk(0, {});
  reachable.set(category, sums);
  return sums;
}

function result(catalog: CalculatorCatalog, sums: number[]): SharedResult {
  const totalTonnes = roundTonnes(sums.reduce((total, sum) => total + sum, catalog.basicCO2Emission));
  return {
    country: catalog.country,
    version: catalog.version,
    baseTonnes: catalog.basicCO2Emission,
    categories: catalog.categories.map((category, i) => ({ id: category.id, title: category.title, tonnes: sums[i] })),
    totalTonnes,
    trees: treesNeeded(totalTonnes, catalog.basicCO2tPerTree),
    co2tPerTree: catalog.basicCO2tPerTree,
    path: `${SHARE_PATH_PREFIX}${catalog.country}-${catalog.version}/${sums.map(key).join('_')}`,
  };
}

/** The shareable result of a complete calculator. */
export function sharedResultOf(catalog: CalculatorCatalog, answers: Answers): SharedResult {
  return result(
    catalog,
    catalog.categories.map((category) => roundTonnes(categorySum(catalog, category, answers))),
  );
}

/**
 * Reads a share link's path (`DE-1/-2.5_-1_0.8`, after /ergebnis/). Null when the catalog is unknown, the sums are
 * malformed or a sum is one no answers reach.
 */
export function readSharedResult(
  exact: (country: string, version: number) => CalculatorCatalog | undefined,
  code: string,
): SharedResult | null {
  const match = /^([A-Z]{2})-(\d{1,4})\/(-?\d{1,3}(?:\.\d{1,4})?(?:_-?\d{1,3}(?:\.\d{1,4})?)*)$/.exec(code);
  if (!match) return null;
  const catalog = exact(match[1], Number(match[2]));
  if (!catalog) return null;
  const sums = match[3].split('_').map(Number);
  if (sums.length !== catalog.categories.length) return null;
  const reached = catalog.categories.every((category, i) => reachableSums(catalog, category).has(key(sums[i])));
  return reached ? result(catalog, sums) : null;
}
