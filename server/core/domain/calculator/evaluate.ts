import { roundTonnes } from './tonnes.js';
import type { Answers, CalculatorCatalog, CatalogChoice, CatalogQuestion } from './catalogTypes.js';

/** Pure calculator rules, shared by server and client. */

/**
 * Per catalog, built once: its questions in order and the question each choice belongs to. The calculator runs these
 * rules on every answer (and the exhaustive test on 84,672 answer sets), so visibility must not search the catalog
 * again each time. Catalogs are never changed after they are built.
 */
interface CatalogIndex {
  questions: CatalogQuestion[];
  ownerOfChoice: Map<string, string>;
}
const indexes = new WeakMap<CalculatorCatalog, CatalogIndex>();

function catalogIndex(catalog: CalculatorCatalog): CatalogIndex {
  let index = indexes.get(catalog);
  if (!index) {
    const questions = catalog.categories.flatMap((c) => c.questions);
    const ownerOfChoice = new Map<string, string>();
    for (const q of questions) for (const c of q.choices) if (!ownerOfChoice.has(c.id)) ownerOfChoice.set(c.id, q.id);
    index = { questions, ownerOfChoice };
    indexes.set(catalog, index);
  }
  return index;
}

export function allQuestions(catalog: CalculatorCatalog): CatalogQuestion[] {
  return [...catalogIndex(catalog).questions];
}

export function findChoice(
  catalog: CalculatorCatalog,
  questionId: string,
  choiceId: string,
): CatalogChoice | undefined {
  return allQuestions(catalog)
    .find((q) => q.id === questionId)
    ?.choices.find((c) => c.id === choiceId);
}

/** A question with dependsOn shows only if at least one listed choice is the answer of its own question. */
export function isVisible(catalog: CalculatorCatalog, question: CatalogQuestion, answers: Answers): boolean {
  if (!question.dependsOn?.length) return true;
  const { ownerOfChoice } = catalogIndex(catalog);
  return question.dependsOn.some((choiceId) => {
    const owner = ownerOfChoice.get(choiceId);
    return owner !== undefined && answers[owner] === choiceId;
  });
}

export function visibleQuestions(catalog: CalculatorCatalog, answers: Answers): CatalogQuestion[] {
  return catalogIndex(catalog).questions.filter((q) => isVisible(catalog, q, answers));
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
