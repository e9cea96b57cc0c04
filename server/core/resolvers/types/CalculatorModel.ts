import type { CalculatorCatalog, CatalogChoice } from '../../domain/calculator/catalogTypes.js';
import { allQuestions } from '../../domain/calculator/evaluate.js';

/**
 * One shaped model per catalog: a catalog never changes while the server runs, and shaping it again for every
 * calculator query was a sixth of an anonymous request's CPU (issue 34's profile). Resolvers only read it.
 */
const shaped = new WeakMap<CalculatorCatalog, ReturnType<typeof shape>>();

/** Shapes a catalog as the CalculatorModel type: dependsOn choice ids become the choices themselves. */
export function toCalculatorModel(catalog: CalculatorCatalog) {
  let model = shaped.get(catalog);
  if (!model) shaped.set(catalog, (model = shape(catalog)));
  return model;
}

function shape(catalog: CalculatorCatalog) {
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
