import type { SharedResult } from '../../core/domain/calculator/sharedResult.js';
import { formatCount, formatSignedDecimal, formatTonnes, sharesAddingUpTo } from '../../../src/format/number.js';

/** German figures of a shared result, written as the calculator writes them (one decimal, truncated). */
export { formatTonnes };
export const formatSigned = (tonnes: number) => formatSignedDecimal(tonnes, 1);
export const treesText = (n: number) => (n === 1 ? '1 Baum' : `${formatCount(n)} Bäume`);

/** Base and category lines rounded so that they add up to the total shown, as in the calculator's „So rechnen wir“. */
export function shownLines(result: SharedResult): { base: number; categories: { title: string; tonnes: number }[] } {
  const [base, ...sums] = sharesAddingUpTo(
    [result.baseTonnes, ...result.categories.map((c) => c.tonnes)],
    result.totalTonnes,
  );
  return { base, categories: result.categories.map((c, i) => ({ title: c.title, tonnes: sums[i] })) };
}
