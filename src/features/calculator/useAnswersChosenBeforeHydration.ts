import { useEffect } from 'react';
import type { CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { takeChosenInput } from '../../ssr/inputBeforeHydration';
import type { CalculatorStore } from './calculatorStore';

/**
 * A guest's answers tapped on the prerendered calculator before its code arrived (issue 32 §1: the first tap counts).
 * The radios are plain HTML then and keep the tap themselves; src/ssr/inputBeforeHydration.ts records it. Handed to
 * the store once, at hydration — called after useCalculatorSync, whose guest sync (begin('guest')) would otherwise
 * drop them — so the running totals count them at once.
 */
export function useAnswersChosenBeforeHydration(catalog: CalculatorCatalog, store: CalculatorStore): void {
  useEffect(() => {
    for (const category of catalog.categories) {
      for (const question of category.questions) {
        for (const choice of question.choices) {
          // A choice's radio has the choice id as its value (QuestionCard): unique in the catalog.
          const radio = document.querySelector(`input[type="radio"][value="${CSS.escape(choice.id)}"]`);
          if (takeChosenInput(radio)) store.answer(question.id, choice.id);
        }
      }
    }
    // Once, at hydration: later answers arrive through onAnswer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
