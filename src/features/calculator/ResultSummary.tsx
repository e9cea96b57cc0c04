import { offsetSentence } from '../../../server/core/domain/co2/claims';
import { formatCount, formatTonnes } from '../../format/number';
import { useBrowserNumberLocale } from '../../format/useBrowserNumberLocale';
import type { CalculatorResult } from './calculatorResult';
import styles from './ResultSummary.module.css';

export interface ResultSummaryProps {
  result: CalculatorResult;
}

function comparison({ differencePercent, averageTonnes }: CalculatorResult, locale: string): string {
  const average = `${formatTonnes(averageTonnes, locale)} t`;
  if (differencePercent === 0) return `Das entspricht dem Durchschnitt in Deutschland (${average}).`;
  const relation = differencePercent < 0 ? 'weniger' : 'mehr';
  return `Das sind ${formatCount(Math.abs(differencePercent))} % ${relation} als der Durchschnitt in Deutschland (${average}).`;
}

/** Total, trees and the comparison with the German average (spec §9: one decimal, truncated, "12,3 t"). */
export function ResultSummary({ result }: ResultSummaryProps) {
  // Spec §9: the tonnes in the browser's locale (German on the server and by default).
  const locale = useBrowserNumberLocale();
  return (
    <div className={styles.summary}>
      <p className={styles.total} role="status">
        <span className={styles.value}>{formatTonnes(result.totalTonnes, locale)} t</span>
        <span className={styles.unit}>CO₂ pro Jahr</span>
      </p>
      <p className={styles.trees}>{offsetSentence(result.trees, locale)}</p>
      <p className={styles.comparison}>{comparison(result, locale)}</p>
    </div>
  );
}
