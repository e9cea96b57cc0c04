import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useNumberFormat } from '../../format/useNumberFormat';
import type { CalculatorResult } from './calculatorResult';
import type { QuestionsLeft } from './questionsLeft';
import type { SaveState } from './calculatorStore';
import { NextSteps } from './NextSteps';
import { ResultBreakdown } from './ResultBreakdown';
import { ResultSummary } from './ResultSummary';
import { SaveStatus } from './SaveStatus';
import { ShareResult } from './ShareResult';
import styles from './ResultPanel.module.css';

export interface ResultPanelProps {
  /** null until every visible question has an answer. */
  result: CalculatorResult | null;
  /** Questions still to answer: those visible, and at most those an answer could still reveal. */
  left: QuestionsLeft;
  isGuest: boolean;
  save: SaveState;
  dirty: boolean;
  onRetrySave: () => void;
  /** Signed in: the change since the last result and the Abo switch (issue 26 §2). */
  renderRecheck?: (result: CalculatorResult) => ReactNode;
}

/**
 * The last answer makes the result taller than the questions beside it, so the total can end up above the window
 * (issue 16, 1280 × 900). Once, when the result appears after an answer, bring the total into view — without
 * animation for those who asked for reduced motion. Focus stays on the answer.
 */
function useRevealOnCompletion(complete: boolean, target: RefObject<HTMLElement | null>) {
  const wasComplete = useRef(complete);
  useEffect(() => {
    const appeared = complete && !wasComplete.current;
    wasComplete.current = complete;
    const element = target.current;
    if (!appeared || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [complete, target]);
}

function pendingText({ atLeast, atMost }: QuestionsLeft): string {
  if (atLeast === atMost)
    return `Beantworte noch ${atLeast} ${atLeast === 1 ? 'Frage' : 'Fragen'}, dann siehst du dein Ergebnis.`;
  return `Beantworte noch ${atLeast} bis ${atMost} Fragen (je nach deinen Antworten), dann siehst du dein Ergebnis.`;
}

/** The calculator's result: a prompt while answers are missing, then total, trees, breakdown and next steps. */
export function ResultPanel({ result, left, isGuest, save, dirty, onRetrySave, renderRecheck }: ResultPanelProps) {
  const format = useNumberFormat();
  const summaryRef = useRef<HTMLDivElement>(null);
  useRevealOnCompletion(result !== null, summaryRef);
  return (
    <section className={styles.panel} aria-labelledby="calculator-result">
      <h2 id="calculator-result" className={styles.heading}>
        Dein Ergebnis
      </h2>
      {result === null ? (
        <p className={styles.pending} role="status">
          {pendingText(left)}
        </p>
      ) : (
        <>
          <div ref={summaryRef} className={styles.summary}>
            <ResultSummary result={result} />
          </div>
          {renderRecheck?.(result)}
          {isGuest ? null : <SaveStatus save={save} dirty={dirty} onRetry={onRetrySave} />}
          <ResultBreakdown result={result} />
          <ShareResult path={result.sharePath} total={`${format.tonnes(result.totalTonnes)} t`} />
          <NextSteps abos={result.abos} isGuest={isGuest} />
        </>
      )}
    </section>
  );
}
