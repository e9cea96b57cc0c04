import { describe, expect, it } from 'vitest';
import { CATALOG_DE_V1 } from './catalogDeV1.js';
import type { Answers, CatalogQuestion } from './catalogTypes.js';
import {
  allQuestions,
  findChoice,
  isComplete,
  isVisible,
  totalEmission,
  treesNeeded,
  visibleQuestions,
} from './evaluate.js';

/*
 * The expected catalog is written out here independently from catalogDeV1.ts, straight from
 * spec §9 and docs/architecture.md §4, so a slip in the catalog's helper functions shows up as a difference.
 */

type Row = [text: string, co2Emission: number];

const EXPECTED: Record<string, Row[]> = {
  'transport-01': [
    ['Ja', 0],
    ['Ja, Elektroauto', -1.8],
    ['Nein', -2.5],
  ],
  // 0.5 t per short-haul flight: 0, 2, 4, 6, 8, 10 flights.
  'transport-02': [
    ['0', 0],
    ['2', 1],
    ['4', 2],
    ['6', 3],
    ['8', 4],
    ['Mehr', 5],
  ],
  // 2.3 t per long-haul flight.
  'transport-03': [
    ['0', 0],
    ['2', 4.6],
    ['4', 9.2],
    ['6', 13.8],
    ['8', 18.4],
    ['Mehr', 23],
  ],
  'diet-01': [
    ['Vegan', -1.2],
    ['Vegetarisch', -1],
    ['Mischkost', 0],
  ],
  // 0.18 · (n − 4) for n = 0 … 7.
  'diet-02': [
    ['0', -0.72],
    ['1', -0.54],
    ['2', -0.36],
    ['3', -0.18],
    ['4', 0],
    ['5', 0.18],
    ['6', 0.36],
    ['7 oder mehr', 0.54],
  ],
  // 0.033 · (n − 10) for n = 0, 2, …, 14.
  'diet-03': [
    ['0', -0.33],
    ['2', -0.264],
    ['4', -0.198],
    ['6', -0.132],
    ['8', -0.066],
    ['10', 0],
    ['12', 0.066],
    ['14 oder mehr', 0.132],
  ],
  'diet-04': [
    ['Täglich', 0],
    ['Manchmal', -0.2],
    ['Selten/nie', -0.4],
  ],
  'accommodation-01': [
    ['unter 50 m²', -1.6],
    ['unter 100 m²', -0.4],
    ['100–200 m²', 0.8],
    ['über 200 m²', 2.2],
  ],
};

const QUESTION_ORDER = [
  'transport-01',
  'transport-02',
  'transport-03',
  'diet-01',
  'diet-02',
  'diet-03',
  'diet-04',
  'accommodation-01',
];

const choiceId = (questionId: string, index: number) => `${questionId}-choice-${String(index + 1).padStart(2, '0')}`;

const question = (id: string): CatalogQuestion => {
  const q = allQuestions(CATALOG_DE_V1).find((x) => x.id === id);
  if (!q) throw new Error(`question ${id} missing from the catalog`);
  return q;
};

const VEGAN = 'diet-01-choice-01';
const VEGETARIAN = 'diet-01-choice-02';
const MIXED = 'diet-01-choice-03';

/** A complete answer set for a mixed diet: the cheapest-looking first choices everywhere. */
const MIXED_ANSWERS: Answers = {
  'transport-01': 'transport-01-choice-01',
  'transport-02': 'transport-02-choice-01',
  'transport-03': 'transport-03-choice-01',
  'diet-01': MIXED,
  'diet-02': 'diet-02-choice-05',
  'diet-03': 'diet-03-choice-06',
  'diet-04': 'diet-04-choice-01',
  'accommodation-01': 'accommodation-01-choice-01',
};

function without(answers: Answers, ...questionIds: string[]): Answers {
  const copy: Record<string, string> = { ...answers };
  for (const id of questionIds) delete copy[id];
  return copy;
}

describe('catalog DE v1', () => {
  it('is version 1 for DE, valid from 2022-01-01 with no end, base 11.2 t and 0.15 t per tree', () => {
    expect(CATALOG_DE_V1.country).toBe('DE');
    expect(CATALOG_DE_V1.version).toBe(1);
    expect(CATALOG_DE_V1.validUntil).toBeNull();
    expect(CATALOG_DE_V1.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CATALOG_DE_V1.basicCO2Emission).toBe(11.2);
    expect(CATALOG_DE_V1.basicCO2tPerTree).toBe(0.15);
  });

  it('has the categories Mobilität, Ernährung and Wohnen in this order', () => {
    expect(CATALOG_DE_V1.categories.map((c) => [c.id, c.title])).toEqual([
      ['transport', 'Mobilität'],
      ['diet', 'Ernährung'],
      ['accommodation', 'Wohnen'],
    ]);
  });

  it('lists the eight questions in display order, each in the category named by its id prefix', () => {
    expect(allQuestions(CATALOG_DE_V1).map((q) => q.id)).toEqual(QUESTION_ORDER);
    for (const category of CATALOG_DE_V1.categories) {
      for (const q of category.questions) {
        expect(q.category).toBe(category.id);
        expect(q.id.startsWith(`${category.id}-`)).toBe(true);
        expect(q.title.trim()).not.toBe('');
        expect(q.label.trim()).not.toBe('');
        expect(q.icon.trim()).not.toBe('');
      }
    }
  });

  it('marks only the long-haul flights as pooled', () => {
    expect(
      allQuestions(CATALOG_DE_V1)
        .filter((q) => q.pooled)
        .map((q) => q.id),
    ).toEqual(['transport-03']);
  });

  describe.each(Object.entries(EXPECTED))('%s', (questionId, rows) => {
    it('offers exactly the choices of docs/architecture.md §4 with their German texts, in order', () => {
      expect(question(questionId).choices.map((c) => c.text)).toEqual(rows.map(([text]) => text));
    });

    it('numbers choice ids <questionId>-choice-NN from 01 and points each choice back at its question', () => {
      const q = question(questionId);
      q.choices.forEach((c, i) => {
        expect(c.id).toBe(choiceId(questionId, i));
        expect(c.questionId).toBe(questionId);
        expect(c.kind).toBe('preset');
      });
    });

    it.each(rows.map(([text, co2], i) => [choiceId(questionId, i), text, co2] as const))(
      '%s (%s) adds %d t CO2',
      (id, _text, co2) => {
        const choice = findChoice(CATALOG_DE_V1, questionId, id);
        expect(choice).toBeDefined();
        expect(choice!.co2Emission).toBeCloseTo(co2, 10);
      },
    );
  });

  it('has no float noise in any emission (at most 4 decimals)', () => {
    for (const q of allQuestions(CATALOG_DE_V1)) {
      for (const c of q.choices) {
        expect(Math.round(c.co2Emission * 10_000) / 10_000).toBe(c.co2Emission);
      }
    }
  });

  it('follows the per-unit formulas of the spec for the counted questions', () => {
    const flights = [0, 2, 4, 6, 8, 10];
    flights.forEach((n, i) => {
      expect(findChoice(CATALOG_DE_V1, 'transport-02', choiceId('transport-02', i))!.co2Emission).toBeCloseTo(
        0.5 * n,
        10,
      );
      expect(findChoice(CATALOG_DE_V1, 'transport-03', choiceId('transport-03', i))!.co2Emission).toBeCloseTo(
        2.3 * n,
        10,
      );
    });
    [0, 1, 2, 3, 4, 5, 6, 7].forEach((n, i) => {
      expect(findChoice(CATALOG_DE_V1, 'diet-02', choiceId('diet-02', i))!.co2Emission).toBeCloseTo(0.18 * (n - 4), 10);
    });
    [0, 2, 4, 6, 8, 10, 12, 14].forEach((n, i) => {
      expect(findChoice(CATALOG_DE_V1, 'diet-03', choiceId('diet-03', i))!.co2Emission).toBeCloseTo(
        0.033 * (n - 10),
        10,
      );
    });
  });

  it('finds no choice for an id of another question or an unknown question', () => {
    expect(findChoice(CATALOG_DE_V1, 'transport-01', 'transport-02-choice-01')).toBeUndefined();
    expect(findChoice(CATALOG_DE_V1, 'transport-01', 'transport-01-choice-04')).toBeUndefined();
    expect(findChoice(CATALOG_DE_V1, 'transport-99', 'transport-99-choice-01')).toBeUndefined();
  });
});

describe('question visibility (dependsOn)', () => {
  it('always shows questions without dependsOn, even with no answers at all', () => {
    for (const id of ['transport-01', 'transport-02', 'transport-03', 'diet-01', 'accommodation-01']) {
      expect(question(id).dependsOn ?? []).toEqual([]);
      expect(isVisible(CATALOG_DE_V1, question(id), {})).toBe(true);
    }
  });

  it('hides every diet follow-up question while the diet is not answered yet', () => {
    expect(isVisible(CATALOG_DE_V1, question('diet-02'), {})).toBe(false);
    expect(isVisible(CATALOG_DE_V1, question('diet-03'), {})).toBe(false);
    expect(isVisible(CATALOG_DE_V1, question('diet-04'), {})).toBe(false);
    expect(visibleQuestions(CATALOG_DE_V1, {}).map((q) => q.id)).toEqual([
      'transport-01',
      'transport-02',
      'transport-03',
      'diet-01',
      'accommodation-01',
    ]);
  });

  it('shows red meat and chicken/pork/fish/eggs only with Mischkost', () => {
    for (const q of ['diet-02', 'diet-03']) {
      expect(isVisible(CATALOG_DE_V1, question(q), { 'diet-01': MIXED })).toBe(true);
      expect(isVisible(CATALOG_DE_V1, question(q), { 'diet-01': VEGETARIAN })).toBe(false);
      expect(isVisible(CATALOG_DE_V1, question(q), { 'diet-01': VEGAN })).toBe(false);
    }
  });

  it('shows dairy with Vegetarisch or Mischkost but never with Vegan', () => {
    expect(isVisible(CATALOG_DE_V1, question('diet-04'), { 'diet-01': MIXED })).toBe(true);
    expect(isVisible(CATALOG_DE_V1, question('diet-04'), { 'diet-01': VEGETARIAN })).toBe(true);
    expect(isVisible(CATALOG_DE_V1, question('diet-04'), { 'diet-01': VEGAN })).toBe(false);
  });

  it('lists the visible questions per diet in display order', () => {
    const visible = (diet: string) =>
      visibleQuestions(CATALOG_DE_V1, { ...MIXED_ANSWERS, 'diet-01': diet }).map((q) => q.id);
    expect(visible(MIXED)).toEqual(QUESTION_ORDER);
    expect(visible(VEGETARIAN)).toEqual([
      'transport-01',
      'transport-02',
      'transport-03',
      'diet-01',
      'diet-04',
      'accommodation-01',
    ]);
    expect(visible(VEGAN)).toEqual(['transport-01', 'transport-02', 'transport-03', 'diet-01', 'accommodation-01']);
  });

  it('does not show a follow-up question because its choice id was filed under another question', () => {
    // Mischkost is not the answer of diet-01 here (Vegan is); the stray id under transport-01 is no answer to diet-01.
    const answers: Answers = { 'diet-01': VEGAN, 'transport-01': MIXED };
    expect(isVisible(CATALOG_DE_V1, question('diet-02'), answers)).toBe(false);
    expect(isVisible(CATALOG_DE_V1, question('diet-04'), answers)).toBe(false);
  });
});

describe('completeness', () => {
  it('is complete with every question answered for a mixed diet', () => {
    expect(isComplete(CATALOG_DE_V1, MIXED_ANSWERS)).toBe(true);
  });

  it('is not complete without any answers', () => {
    expect(isComplete(CATALOG_DE_V1, {})).toBe(false);
  });

  it('does not need answers to hidden questions (vegan: no diet-02/03/04; vegetarian: no diet-02/03)', () => {
    expect(
      isComplete(CATALOG_DE_V1, { ...without(MIXED_ANSWERS, 'diet-02', 'diet-03', 'diet-04'), 'diet-01': VEGAN }),
    ).toBe(true);
    expect(isComplete(CATALOG_DE_V1, { ...without(MIXED_ANSWERS, 'diet-02', 'diet-03'), 'diet-01': VEGETARIAN })).toBe(
      true,
    );
  });

  it('is still complete when hidden questions carry answers anyway', () => {
    expect(isComplete(CATALOG_DE_V1, { ...MIXED_ANSWERS, 'diet-01': VEGAN })).toBe(true);
  });

  it.each(QUESTION_ORDER)('is incomplete for a mixed diet when %s is unanswered', (questionId) => {
    expect(isComplete(CATALOG_DE_V1, without(MIXED_ANSWERS, questionId))).toBe(false);
  });

  it('is incomplete for a vegetarian diet without dairy, which is visible then', () => {
    expect(
      isComplete(CATALOG_DE_V1, { ...without(MIXED_ANSWERS, 'diet-02', 'diet-03', 'diet-04'), 'diet-01': VEGETARIAN }),
    ).toBe(false);
  });

  it('does not count an answer id that belongs to another question', () => {
    expect(isComplete(CATALOG_DE_V1, { ...MIXED_ANSWERS, 'transport-01': 'transport-02-choice-01' })).toBe(false);
    expect(isComplete(CATALOG_DE_V1, { ...MIXED_ANSWERS, 'accommodation-01': 'accommodation-01-choice-05' })).toBe(
      false,
    );
    expect(isComplete(CATALOG_DE_V1, { ...MIXED_ANSWERS, 'diet-04': '' })).toBe(false);
  });
});

describe('total emission', () => {
  it('adds only the living area to the base 11.2 t when every other answer is zero', () => {
    expect(totalEmission(CATALOG_DE_V1, MIXED_ANSWERS)).toBeCloseTo(11.2 - 1.6, 10);
    expect(
      totalEmission(CATALOG_DE_V1, { ...MIXED_ANSWERS, 'accommodation-01': 'accommodation-01-choice-03' }),
    ).toBeCloseTo(11.2 + 0.8, 10);
  });

  it('is the base 11.2 t with no answers at all', () => {
    expect(totalEmission(CATALOG_DE_V1, {})).toBe(11.2);
  });

  it('gives 11.554 t for the demo footprint (car, 2 short flights, 3× red meat, 8 other meals, daily dairy, under 100 m²)', () => {
    const answers: Answers = {
      'transport-01': 'transport-01-choice-01',
      'transport-02': 'transport-02-choice-02',
      'transport-03': 'transport-03-choice-01',
      'diet-01': MIXED,
      'diet-02': 'diet-02-choice-04',
      'diet-03': 'diet-03-choice-05',
      'diet-04': 'diet-04-choice-01',
      'accommodation-01': 'accommodation-01-choice-02',
    };
    expect(totalEmission(CATALOG_DE_V1, answers)).toBe(11.554);
  });

  it('does not count answers to questions that are hidden by the diet', () => {
    const heavy: Answers = {
      ...MIXED_ANSWERS,
      'diet-02': 'diet-02-choice-08',
      'diet-03': 'diet-03-choice-08',
      'diet-04': 'diet-04-choice-03',
    };
    // Vegan: −1.2, accommodation −1.6; red meat (+0.54), other meals (+0.132) and dairy (−0.4) are hidden.
    expect(totalEmission(CATALOG_DE_V1, { ...heavy, 'diet-01': VEGAN })).toBeCloseTo(11.2 - 1.2 - 1.6, 10);
    // Vegetarian: −1, dairy −0.4 counts, meat does not.
    expect(totalEmission(CATALOG_DE_V1, { ...heavy, 'diet-01': VEGETARIAN })).toBeCloseTo(11.2 - 1 - 0.4 - 1.6, 10);
    // Mixed: everything counts.
    expect(totalEmission(CATALOG_DE_V1, heavy)).toBeCloseTo(11.2 + 0.54 + 0.132 - 0.4 - 1.6, 10);
  });

  it('ignores an answer id that is not a choice of its question', () => {
    expect(totalEmission(CATALOG_DE_V1, { ...MIXED_ANSWERS, 'transport-01': 'transport-03-choice-06' })).toBeCloseTo(
      11.2 - 1.6,
      10,
    );
  });

  it('can drop below the base emission and is rounded to at most 4 decimals', () => {
    const frugal: Answers = {
      'transport-01': 'transport-01-choice-03',
      'transport-02': 'transport-02-choice-01',
      'transport-03': 'transport-03-choice-01',
      'diet-01': VEGAN,
      'accommodation-01': 'accommodation-01-choice-01',
    };
    expect(totalEmission(CATALOG_DE_V1, frugal)).toBe(5.9);
  });

  it('matches an independent reference sum for every combination of car, diet answers and living area with a few flight counts (hidden meal answers sampled)', () => {
    const car = [0, -1.8, -2.5];
    // Flights: choice index → number of flights; a few values (first, middle, "Mehr") keep the loop fast.
    const shortFlights = new Map([
      [0, 0],
      [2, 4],
      [5, 10],
    ]);
    const longFlights = new Map([
      [0, 0],
      [3, 6],
      [5, 10],
    ]);
    const diet = [-1.2, -1, 0]; // Vegan, Vegetarisch, Mischkost
    const redMeat = [0, 1, 2, 3, 4, 5, 6, 7];
    const otherMeals = [0, 2, 4, 6, 8, 10, 12, 14];
    const dairy = [0, -0.2, -0.4];
    const area = [-1.6, -0.4, 0.8, 2.2];

    const reference = (c: number, s: number, l: number, d: number, r: number, o: number, k: number, a: number) => {
      let sum = 11.2 + car[c] + 0.5 * shortFlights.get(s)! + 2.3 * longFlights.get(l)! + diet[d] + area[a];
      if (d === 2) sum += 0.18 * (redMeat[r] - 4) + 0.033 * (otherMeals[o] - 10);
      if (d !== 0) sum += dairy[k];
      return sum;
    };

    const mismatches: string[] = [];
    let checked = 0;
    for (let c = 0; c < car.length; c++)
      for (const s of shortFlights.keys())
        for (const l of longFlights.keys())
          for (let d = 0; d < diet.length; d++)
            // Hidden meal questions (Vegan, Vegetarisch) only need to show that their answers do not count: two
            // values each are enough and keep this well under a second on a busy machine.
            for (let r = 0; r < (d === 2 ? redMeat.length : 2); r++)
              for (let o = 0; o < (d === 2 ? otherMeals.length : 2); o++)
                for (let k = 0; k < dairy.length; k++)
                  for (let a = 0; a < area.length; a++) {
                    // Hidden questions still carry answers here: they must not count.
                    const answers: Answers = {
                      'transport-01': choiceId('transport-01', c),
                      'transport-02': choiceId('transport-02', s),
                      'transport-03': choiceId('transport-03', l),
                      'diet-01': choiceId('diet-01', d),
                      'diet-02': choiceId('diet-02', r),
                      'diet-03': choiceId('diet-03', o),
                      'diet-04': choiceId('diet-04', k),
                      'accommodation-01': choiceId('accommodation-01', a),
                    };
                    const expected = reference(c, s, l, d, r, o, k, a);
                    const actual = totalEmission(CATALOG_DE_V1, answers);
                    checked++;
                    if (Math.abs(actual - expected) > 1e-6 || !isComplete(CATALOG_DE_V1, answers)) {
                      if (mismatches.length < 10)
                        mismatches.push(`${JSON.stringify(answers)}: ${actual} ≠ ${expected}`);
                    }
                  }
    expect(checked).toBe(3 * 3 * 3 * (8 * 8 + 2 * 2 * 2) * 3 * 4);
    expect(mismatches).toEqual([]);
  });

  it('gives the same total whether hidden questions are answered or left out', () => {
    for (const diet of [VEGAN, VEGETARIAN]) {
      const full = {
        ...MIXED_ANSWERS,
        'diet-01': diet,
        'diet-02': 'diet-02-choice-08',
        'diet-03': 'diet-03-choice-01',
      };
      const trimmed = without(full, 'diet-02', 'diet-03', ...(diet === VEGAN ? ['diet-04'] : []));
      expect(totalEmission(CATALOG_DE_V1, full)).toBe(totalEmission(CATALOG_DE_V1, trimmed));
    }
  });
});

describe('trees needed', () => {
  it('rounds up to a whole tree: 11.554 t at 0.15 t per tree needs 78 trees', () => {
    expect(treesNeeded(11.554, 0.15)).toBe(78);
  });

  it('does not add a tree for exactly divisible values despite float noise', () => {
    expect(treesNeeded(1.5, 0.15)).toBe(10);
    expect(treesNeeded(0.45, 0.15)).toBe(3);
    expect(treesNeeded(3, 0.15)).toBe(20);
    expect(treesNeeded(0.15, 0.15)).toBe(1);
    expect(treesNeeded(11.7, 0.15)).toBe(78);
  });

  it('adds a tree as soon as the tonnes exceed a whole number of trees', () => {
    expect(treesNeeded(0.16, 0.15)).toBe(2);
    expect(treesNeeded(1.5001, 0.15)).toBe(11);
    expect(treesNeeded(0.0001, 0.15)).toBe(1);
  });

  it('needs no trees for zero or negative tonnes', () => {
    expect(treesNeeded(0, 0.15)).toBe(0);
    expect(treesNeeded(-2, 0.15)).toBe(0);
  });

  it('agrees with ceil(total ÷ 0.15) for every reachable total of the catalog', () => {
    const totals = new Set<number>();
    for (let s = 0; s < 6; s++)
      for (let l = 0; l < 6; l++)
        for (let a = 0; a < 4; a++)
          for (let r = 0; r < 8; r++)
            totals.add(
              totalEmission(CATALOG_DE_V1, {
                ...MIXED_ANSWERS,
                'transport-02': choiceId('transport-02', s),
                'transport-03': choiceId('transport-03', l),
                'accommodation-01': choiceId('accommodation-01', a),
                'diet-02': choiceId('diet-02', r),
              }),
            );
    for (const t of totals) {
      // Work in 1/10000 t so the reference is exact integer arithmetic.
      const units = Math.round(t * 10_000);
      const expected = Math.ceil(units / 1500);
      expect(treesNeeded(t, 0.15), `${t} t`).toBe(expected);
    }
  });
});
