import type { Answers, CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { isComplete, totalEmission, visibleQuestions } from '../../../server/core/domain/calculator/evaluate';
import { useNumberFormat } from '../../format/useNumberFormat';
import { calculatorResult } from './calculatorResult';
import type { CalculatorLocalState } from './calculatorStore';
import { CategorySection } from './CategorySection';
import { QuestionCard } from './QuestionCard';
import { questionsLeft } from './questionsLeft';
import { ResultPanel, type ResultPanelProps } from './ResultPanel';
import { SyncNotice } from './SyncNotice';
import styles from './CalculatorView.module.css';

export interface CalculatorViewProps {
  catalog: CalculatorCatalog;
  state: Pick<CalculatorLocalState, 'answers' | 'sync' | 'loadFailed' | 'save' | 'dirty'>;
  isGuest: boolean;
  /**
   * A known guest answers at once, even before the sync (the prerendered page, before its code is there): nothing of
   * theirs is loaded that could replace an answer. Others wait for their saved answers.
   */
  answersAtOnce?: boolean;
  onAnswer: (questionId: string, choiceId: string) => void;
  onRetrySave: () => void;
  renderRecheck?: ResultPanelProps['renderRecheck'];
}

/**
 * The calculator without data fetching: categories with their visible questions (spec §4: a question with
 * dependsOn shows only when one of its choices is answered) and the result beside them (below on narrow screens).
 */
export function CalculatorView({
  catalog,
  state,
  isGuest,
  answersAtOnce = false,
  onAnswer,
  onRetrySave,
  renderRecheck,
}: CalculatorViewProps) {
  const { answers } = state;
  const visible = new Set(visibleQuestions(catalog, answers).map((q) => q.id));
  const answered = (qs: { id: string }[], a: Answers) => qs.filter((q) => a[q.id] !== undefined).length;
  const complete = isComplete(catalog, answers);
  // Choices wait until the viewer's answers are settled: one picked before the session is known would be dropped
  // when the sync starts for the signed-in owner. A guest's do not wait (issue 32 §1: the first tap counts).
  const isLoading = !answersAtOnce && state.sync !== 'initialized';
  const format = useNumberFormat();

  return (
    <div className={styles.layout}>
      <div className={styles.questions}>
        <SyncNotice sync={state.sync} loadFailed={state.loadFailed} />
        {catalog.categories.map((category) => {
          const questions = category.questions.filter((q) => visible.has(q.id));
          return (
            <CategorySection
              key={category.id}
              title={category.title}
              answered={answered(questions, answers)}
              total={questions.length}
            >
              {questions.map((question) => (
                <QuestionCard
                  key={question.id}
                  question={question}
                  value={answers[question.id]}
                  onAnswer={onAnswer}
                  isDisabled={isLoading}
                />
              ))}
            </CategorySection>
          );
        })}
        {/* On a phone the result is below all questions: a compact running total stays in view while answering
            (issue 33 §1). Hidden from screen readers, which hear the result panel's status. */}
        <p className={styles.runningTotal} aria-hidden="true">
          {complete ? 'Dein Ergebnis' : 'Bisher'}: <strong>{format.tonnes(totalEmission(catalog, answers))} t</strong>{' '}
          CO₂ im Jahr
        </p>
      </div>
      <div className={styles.result}>
        <ResultPanel
          result={complete ? calculatorResult(catalog, answers) : null}
          left={questionsLeft(catalog, answers)}
          isGuest={isGuest}
          save={state.save}
          dirty={state.dirty}
          onRetrySave={onRetrySave}
          renderRecheck={renderRecheck}
        />
      </div>
    </div>
  );
}
