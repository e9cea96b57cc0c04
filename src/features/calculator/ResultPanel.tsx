import type { CalculatorResult } from './calculatorResult';
import type { SaveState } from './calculatorStore';
import { NextSteps } from './NextSteps';
import { ResultBreakdown } from './ResultBreakdown';
import { ResultSummary } from './ResultSummary';
import { SaveStatus } from './SaveStatus';
import styles from './ResultPanel.module.css';

export interface ResultPanelProps {
  /** null until every visible question has an answer. */
  result: CalculatorResult | null;
  /** Visible questions still without an answer. */
  remaining: number;
  isGuest: boolean;
  save: SaveState;
  dirty: boolean;
  onRetrySave: () => void;
}

/** The calculator's result: a prompt while answers are missing, then total, trees, breakdown and next steps. */
export function ResultPanel({ result, remaining, isGuest, save, dirty, onRetrySave }: ResultPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="calculator-result">
      <h2 id="calculator-result" className={styles.heading}>
        Dein Ergebnis
      </h2>
      {result === null ? (
        <p className={styles.pending} role="status">
          {remaining === 1
            ? 'Beantworte noch 1 Frage, dann siehst du dein Ergebnis.'
            : `Beantworte noch ${remaining} Fragen, dann siehst du dein Ergebnis.`}
        </p>
      ) : (
        <>
          <ResultSummary result={result} />
          {isGuest ? null : <SaveStatus save={save} dirty={dirty} onRetry={onRetrySave} />}
          <ResultBreakdown result={result} />
          <NextSteps abos={result.abos} isGuest={isGuest} />
        </>
      )}
    </section>
  );
}
