import { formatCount, formatTonnes } from '../../format/number';
import type { CalculatorResult } from './calculatorResult';
import styles from './ResultSummary.module.css';

export interface ResultSummaryProps {
  result: CalculatorResult;
}

function comparison({ differencePercent, averageTonnes }: CalculatorResult): string {
  const average = `${formatTonnes(averageTonnes)} t`;
  if (differencePercent === 0) return `Das entspricht dem Durchschnitt in Deutschland (${average}).`;
  const relation = differencePercent < 0 ? 'weniger' : 'mehr';
  return `Das sind ${formatCount(Math.abs(differencePercent))} % ${relation} als der Durchschnitt in Deutschland (${average}).`;
}

/** Total, trees and the comparison with the German average (spec §9: one decimal, truncated, "12,3 t"). */
export function ResultSummary({ result }: ResultSummaryProps) {
  return (
    <div className={styles.summary}>
      <p className={styles.total} role="status">
        <span className={styles.value}>{formatTonnes(result.totalTonnes)} t</span>
        <span className={styles.unit}>CO₂ pro Jahr</span>
      </p>
      <p className={styles.trees}>
        <strong>{formatCount(result.trees)} Bäume</strong> binden über ihr Wachstum so viel CO₂.
      </p>
      <p className={styles.comparison}>{comparison(result)}</p>
    </div>
  );
}
