import { describe, expect, it } from 'vitest';
import { CATALOG_DE_V1 as catalog } from '../../../server/core/domain/calculator/catalogDeV1';
import { isComplete, visibleQuestions } from '../../../server/core/domain/calculator/evaluate';
import { toAnswerList } from './answerList';
import { parseCachedState } from './answersCache';
import { calculatorResult } from './calculatorResult';

/**
 * Every complete answer set of catalog DE v1 (84,672 of them), checked against docs/architecture.md §4 written out by hand:
 * total = 11.2 + each visible answer, trees = total ÷ 0.15 rounded up, and only visible questions count.
 */
const id = (q: string, n: number) => `${q}-choice-${String(n + 1).padStart(2, '0')}`;
const CAR = [0, -1.8, -2.5];
const FLIGHTS = [0, 2, 4, 6, 8, 10];
const RED_MEAT = [0, 1, 2, 3, 4, 5, 6, 7];
const OTHER_MEALS = [0, 2, 4, 6, 8, 10, 12, 14];
const DAIRY = [0, -0.2, -0.4];
const AREA = [-1.6, -0.4, 0.8, 2.2];

interface Case {
  answers: Record<string, string>;
  expectedTotal: number;
  visible: string[];
}

interface DietCase {
  answers: Record<string, string>;
  tonnes: number;
  visible: string[];
}

/** The 196 diet answer sets: the ids are built here once, not for each of the 84,672 cases. */
function dietCases(): DietCase[] {
  const diets: DietCase[] = [{ answers: { 'diet-01': id('diet-01', 0) }, tonnes: -1.2, visible: ['diet-01'] }];
  for (let d = 0; d < DAIRY.length; d++) {
    diets.push({
      answers: { 'diet-01': id('diet-01', 1), 'diet-04': id('diet-04', d) },
      tonnes: -1 + DAIRY[d],
      visible: ['diet-01', 'diet-04'],
    });
  }
  for (let r = 0; r < RED_MEAT.length; r++)
    for (let o = 0; o < OTHER_MEALS.length; o++)
      for (let d = 0; d < DAIRY.length; d++) {
        diets.push({
          answers: {
            'diet-01': id('diet-01', 2),
            'diet-02': id('diet-02', r),
            'diet-03': id('diet-03', o),
            'diet-04': id('diet-04', d),
          },
          tonnes: 0.18 * (RED_MEAT[r] - 4) + 0.033 * (OTHER_MEALS[o] - 10) + DAIRY[d],
          visible: ['diet-01', 'diet-02', 'diet-03', 'diet-04'],
        });
      }
  return diets;
}

/**
 * Calls `check` with every complete answer set. No generator and no per-case string building: the choice ids and the
 * diet sets are made once, the visible-question list once per diet, and each case is one object literal.
 */
function forEachCase(check: (c: Case) => void): void {
  const ids = (q: string, n: number) => Array.from({ length: n }, (_, i) => id(q, i));
  const car = ids('transport-01', CAR.length);
  const short = ids('transport-02', FLIGHTS.length);
  const long = ids('transport-03', FLIGHTS.length);
  const area = ids('accommodation-01', AREA.length);
  const diets = dietCases().map((diet) => ({
    ...diet,
    visible: ['transport-01', 'transport-02', 'transport-03', ...diet.visible, 'accommodation-01'],
  }));
  for (let c = 0; c < CAR.length; c++)
    for (let s = 0; s < FLIGHTS.length; s++)
      for (let l = 0; l < FLIGHTS.length; l++) {
        const transport = 11.2 + CAR[c] + 0.5 * FLIGHTS[s] + 2.3 * FLIGHTS[l];
        for (const diet of diets)
          for (let a = 0; a < AREA.length; a++) {
            check({
              answers: {
                'transport-01': car[c],
                'transport-02': short[s],
                'transport-03': long[l],
                ...diet.answers,
                'accommodation-01': area[a],
              },
              expectedTotal: transport + diet.tonnes + AREA[a],
              visible: diet.visible,
            });
          }
      }
}

describe('every complete answer set of catalog DE v1', () => {
  it('has the hand-computed total, the trees rounded up and only visible questions', () => {
    // Plain comparisons, one expect at the end: 84,672 expect() calls would take seconds.
    const wrong: string[] = [];
    let count = 0;
    forEachCase(({ answers, expectedTotal, visible }) => {
      count++;
      const result = calculatorResult(catalog, answers);
      const trees = Math.max(0, Math.ceil(Number((expectedTotal / 0.15).toFixed(9))));
      const shown = result.breakdown.map((l) => l.questionId).join();
      if (!isComplete(catalog, answers)) wrong.push(`incomplete ${JSON.stringify(answers)}`);
      if (Math.abs(result.totalTonnes - expectedTotal) > 1e-9)
        wrong.push(`total ${result.totalTonnes} ≠ ${expectedTotal}`);
      if (result.trees !== trees) wrong.push(`trees ${result.trees} ≠ ${trees} for ${expectedTotal}`);
      if (
        visibleQuestions(catalog, answers)
          .map((q) => q.id)
          .join() !== visible.join() ||
        shown !== visible.join()
      ) {
        wrong.push(`visible ${shown} ≠ ${visible.join()}`);
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(count).toBe(3 * 6 * 6 * (1 + 3 + 8 * 8 * 3) * 4);
    // About 0.5 s of CPU; the limit is only a safety net for a machine shared with other test runs (load 40 measured).
  }, 60_000);

  it('is incomplete with any one visible answer missing, and survives the browser cache round trip', () => {
    let checked = 0;
    forEachCase(({ answers, visible }) => {
      // Every 97th set keeps this test quick while still touching every question and diet.
      if (checked++ % 97 !== 0) return;
      for (const questionId of visible) {
        const { [questionId]: _, ...missing } = answers;
        expect(isComplete(catalog, missing)).toBe(false);
      }
      const stored = JSON.stringify({ version: 1, answers: toAnswerList(catalog, answers) });
      expect(parseCachedState(catalog, stored)).toEqual(answers);
    });
    expect(checked).toBe(84_672);
  }, 60_000);
});
