import type { Answers, CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { visibleQuestions } from '../../../server/core/domain/calculator/evaluate';

/** One answer as the backend and the guest cache store it. */
export interface AnswerEntry {
  questionId: string;
  choiceId: string;
  co2Emission: number;
}

/** The answers of visible questions, in catalog order, with their emissions (hidden answers do not count). */
export function toAnswerList(catalog: CalculatorCatalog, answers: Answers): AnswerEntry[] {
  return visibleQuestions(catalog, answers).flatMap((question) => {
    const choice = question.choices.find((c) => c.id === answers[question.id]);
    return choice ? [{ questionId: question.id, choiceId: choice.id, co2Emission: choice.co2Emission }] : [];
  });
}

/** questionId → choiceId from a list of answers (e.g. the saved state). */
export function fromAnswerList(list: readonly Pick<AnswerEntry, 'questionId' | 'choiceId'>[]): Answers {
  return Object.fromEntries(list.map((a) => [a.questionId, a.choiceId]));
}
