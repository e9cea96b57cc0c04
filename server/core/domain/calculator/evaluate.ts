import { roundTonnes } from './tonnes.js';
import type { Answers, CalculatorCatalog, CatalogChoice, CatalogQuestion } from './catalogTypes.js';

/** Pure calculator rules, shared by server and client. */

export function allQuestions(catalog: CalculatorCatalog): CatalogQuestion[] {
  return catalog.categories.flatMap((c) => c.questions);
}

export function findChoice(catalog: CalculatorCatalog, questionId: string, choiceId: string): CatalogChoice | undefined {
  return allQuestions(catalog)
    .find((q) => q.id === questionId)
    ?.choices.find((c) => c.id === choiceId);
}

/** A question with dependsOn shows only if at least one listed choice is the answer of its own question. */
export function isVisible(catalog: CalculatorCatalog, question: CatalogQuestion, answers: Answers): boolean {
  if (!question.dependsOn?.length) return true;
  const questions = allQuestions(catalog);
  return question.dependsOn.some((choiceId) => {
    const owner = questions.find((q) => q.choices.some((c) => c.id === choiceId));
    return owner !== undefined && answers[owner.id] === choiceId;
  });
}

export function visibleQuestions(catalog: CalculatorCatalog, answers: Answers): CatalogQuestion[] {
  return allQuestions(catalog).filter((q) => isVisible(catalog, q, answers));
}

/** Complete when every visible question has a valid answer. */
export function isComplete(catalog: CalculatorCatalog, answers: Answers): boolean {
  return visibleQuestions(catalog, answers).every((q) => q.choices.some((c) => c.id === answers[q.id]));
}

/** Base emission plus the emissions of the answers to visible questions, in t CO2 per year. */
export function totalEmission(catalog: CalculatorCatalog, answers: Answers): number {
  const sum = visibleQuestions(catalog, answers).reduce((acc, q) => {
    const choice = q.choices.find((c) => c.id === answers[q.id]);
    return acc + (choice?.co2Emission ?? 0);
  }, catalog.basicCO2Emission);
  return roundTonnes(sum);
}

/** Trees needed to bind `tonnes` per year, rounded up to a whole tree. */
export function treesNeeded(tonnes: number, co2tPerTree: number): number {
  if (tonnes <= 0) return 0;
  // Round first so 1.5 / 0.15 = 10.000000000000002 stays 10.
  return Math.ceil(Math.round((tonnes / co2tPerTree) * 1e6) / 1e6);
}
