import type { Answers, CalculatorCatalog, CatalogQuestion } from '../../../server/core/domain/calculator/catalogTypes';
import { allQuestions, isVisible } from '../../../server/core/domain/calculator/evaluate';

export interface QuestionsLeft {
  /** Visible questions without an answer. */
  atLeast: number;
  /** Those plus the follow-up questions an answer still to give could reveal. */
  atMost: number;
}

/**
 * How many questions are left, as a range: "noch 5" that grows to 8 after "Mischkost" reads like a broken promise,
 * "noch 5 bis 8" does not. The upper bound never grows by answering a question for the first time.
 */
export function questionsLeft(catalog: CalculatorCatalog, answers: Answers): QuestionsLeft {
  const questions = allQuestions(catalog);
  const ownerOf = (choiceId: string) => questions.find((q) => q.choices.some((c) => c.id === choiceId));
  const unanswered = (q: CatalogQuestion) => answers[q.id] === undefined;

  const couldShow = (question: CatalogQuestion, seen: Set<string>): boolean => {
    if (isVisible(catalog, question, answers)) return true;
    if (seen.has(question.id)) return false;
    const next = new Set(seen).add(question.id);
    // Hidden now, but one of the choices it depends on belongs to a question still open that could itself show.
    return (question.dependsOn ?? []).some((choiceId) => {
      const owner = ownerOf(choiceId);
      return owner !== undefined && unanswered(owner) && couldShow(owner, next);
    });
  };

  const atLeast = questions.filter((q) => unanswered(q) && isVisible(catalog, q, answers)).length;
  const atMost = questions.filter((q) => unanswered(q) && couldShow(q, new Set())).length;
  return { atLeast, atMost };
}
