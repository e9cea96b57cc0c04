import type { CalculatorCatalog, CatalogChoice } from '../../domain/calculator/catalogTypes.js';
import { allQuestions } from '../../domain/calculator/evaluate.js';

/** Shapes a catalog as the CalculatorModel type: dependsOn choice ids become the choices themselves. */
export function toCalculatorModel(catalog: CalculatorCatalog) {
  const choices = new Map<string, CatalogChoice>(
    allQuestions(catalog).flatMap((q) => q.choices.map((c) => [c.id, c] as const)),
  );
  return {
    ...catalog,
    id: `CalculatorModel:${catalog.country}:${catalog.version}`,
    categories: catalog.categories.map((category) => ({
      ...category,
      questions: category.questions.map((q) => ({
        ...q,
        pooled: q.pooled ?? null,
        dependsOn: q.dependsOn ? q.dependsOn.map((id) => choices.get(id)!) : null,
        choices: q.choices.map((c) => ({ ...c, prominent: c.prominent ?? null })),
      })),
    })),
  };
}
