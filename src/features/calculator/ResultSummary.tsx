import { offsetSentence } from '../../../server/core/domain/co2/claims';
import { useNumberFormat, type NumberFormat } from '../../format/useNumberFormat';
import type { CalculatorResult } from './calculatorResult';
import styles from './ResultSummary.module.css';

export interface ResultSummaryProps {
  result: CalculatorResult;
}

function comparison({ differencePercent, averageTonnes }: CalculatorResult, format: NumberFormat): string {
  const average = `${format.tonnes(averageTonnes)} t`;
  if (differencePercent === 0) return `Das entspricht dem Durchschnitt in Deutschland (${average}).`;
  const relation = differencePercent < 0 ? 'weniger' : 'mehr';
  return `Das sind ${format.count(Math.abs(differencePercent))} % ${relation} als der Durchschnitt in Deutschland (${average}).`;
}

/** Total, trees and the comparison with the German average (spec §9: one decimal, truncated, "12,3 t"). */
export function ResultSummary({ result }: ResultSummaryProps) {
  // Spec §9: the tonnes in the browser's locale (German on the server and by default).
  const format = useNumberFormat();
  return (
    <div className={styles.summary}>
      <p className={styles.total} role="status">
        <span className={styles.value}>{format.tonnes(result.totalTonnes)} t</span>
        <span className={styles.unit}>CO₂ pro Jahr</span>
      </p>
      <p className={styles.trees}>{offsetSentence(result.trees, format.locale)}</p>
      <p className={styles.comparison}>{comparison(result, format)}</p>
    </div>
  );
}
