import type { CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import type { Calculator_model$data } from '../../__generated__/Calculator_model.graphql';

/**
 * The catalog as the shared calculator rules (server/core/domain/calculator/evaluate.ts) take it: the server's
 * model with dependsOn as choice ids. Client and server thus compute visibility and totals with the same code.
 */
export function catalogFromModel(model: Calculator_model$data): CalculatorCatalog {
  return {
    country: model.country,
    version: model.version,
    validFrom: model.validFrom,
    validUntil: model.validUntil ?? null,
    basicCO2Emission: model.basicCO2Emission,
    basicCO2tPerTree: model.basicCO2tPerTree,
    categories: model.categories.map((category) => ({
      id: category.id,
      title: category.title,
      questions: category.questions.map((q) => ({
        id: q.id,
        pooled: q.pooled ?? undefined,
        title: q.title,
        label: q.label,
        icon: q.icon,
        category: q.category,
        dependsOn: q.dependsOn?.map((c) => c.id),
        choices: q.choices.map((c) => ({
          id: c.id,
          questionId: c.questionId,
          kind: 'preset' as const,
          text: c.text,
          co2Emission: c.co2Emission,
          prominent: c.prominent ?? undefined,
        })),
      })),
    })),
  };
}
