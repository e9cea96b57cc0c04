import { treesPledgeSentence } from '../../../server/core/domain/co2/claims';
import { sharesAddingUpTo } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import type { CalculatorResult } from './calculatorResult';
import styles from './ResultBreakdown.module.css';

export interface ResultBreakdownProps {
  result: CalculatorResult;
}

/**
 * "So rechnen wir": the base value plus what each visible answer adds, in t CO₂ per year. Every line is rounded so
 * that the lines add up to the total shown above them (issue 16): a donor adds them up.
 */
export function ResultBreakdown({ result }: ResultBreakdownProps) {
  // The browser's locale, like the summary above it (spec §9).
  const format = useNumberFormat();
  const [base, ...lines] = sharesAddingUpTo(
    [result.baseTonnes, ...result.breakdown.map((line) => line.co2Emission)],
    result.totalTonnes,
  );
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>So rechnen wir</summary>
      <table className={styles.table}>
        <caption className={styles.caption}>Dein Ergebnis in Tonnen CO₂ pro Jahr</caption>
        <tbody>
          <tr>
            <th scope="row">Grundwert für alle in Deutschland</th>
            <td>{format.tonnes(base)} t</td>
          </tr>
          {result.breakdown.map((line, index) => (
            <tr key={line.questionId}>
              <th scope="row">
                {line.title}: {line.choiceText}
              </th>
              <td>{format.signed(lines[index])} t</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Summe</th>
            <td>{format.tonnes(result.totalTonnes)} t</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>
        Alle Werte sind auf eine Nachkommastelle gerundet, und zwar so, dass die Zeilen genau die Summe ergeben.{' '}
        {treesPledgeSentence(1, format.locale)}
      </p>
    </details>
  );
}
