import { describe, expect, it } from 'vitest';
import { createMockServer, type MockServerOptions } from '../../../../mocks/executor.js';
import { codes, testClient, type GraphQLResponse } from '../../../../mocks/testClient.js';
import { USER_IDS } from '../../../../mocks/fixtures/users.js';
import { CATALOG_DE_V1 } from './catalogDeV1.js';
import type { CalculatorCatalog } from './catalogTypes.js';

const NOW = new Date('2026-11-22T10:15:00.000Z');

function setup(options: MockServerOptions = {}) {
  const server = createMockServer({ clock: () => NOW, ...options });
  return { server, gql: testClient(server) };
}

const CHOICE = 'id questionId kind text co2Emission prominent';
const MODEL = `
  id country version validFrom validUntil basicCO2Emission basicCO2tPerTree
  categories { id title questions { id pooled title label icon category dependsOn { ${CHOICE} } choices { ${CHOICE} } } }
`;

const CURRENT = `query ($country: String!) { currentCalculatorModel(country: $country) { ${MODEL} } }`;
const EXACT = `query ($country: String!, $version: Int!) { exactCalculatorModel(country: $country, version: $version) { ${MODEL} } }`;
const VARIANTS = `query ($country: String!) { allCalculatorModelVariants(country: $country) { ${MODEL} } }`;

const STATE =
  'country version co2EmissionTotal co2tPerTree createdAt answers { questionId choiceId co2Emission co2EmissionFactor }';
const CALCULATOR = `query CalculatorState($country: String!) { calculator(country: $country) { id country state { ${STATE} } } }`;
const UPDATE = `
  mutation UpdateCalculatorState($country: String!, $version: Int!, $answers: [CatalogAnswerInput!]!, $co2tPerTree: Float!, $co2EmissionTotal: Float!) {
    updateCalculatorState(country: $country, version: $version, answers: $answers, co2tPerTree: $co2tPerTree, co2EmissionTotal: $co2EmissionTotal) {
      id country state { ${STATE} }
    }
  }
`;
const DELETE = `mutation ($country: String!) { deleteCalculatorState(country: $country) }`;

interface AnswerInput {
  questionId: string;
  choiceId: string;
  co2Emission: number;
  co2EmissionFactor?: number | null;
}

/** Emissions per choice id, written out from docs/architecture.md §4 (not read from the catalog). */
const EMISSION: Record<string, number> = {
  'transport-01-choice-01': 0,
  'transport-01-choice-02': -1.8,
  'transport-01-choice-03': -2.5,
  'transport-02-choice-01': 0,
  'transport-02-choice-02': 1,
  'transport-02-choice-06': 5,
  'transport-03-choice-01': 0,
  'transport-03-choice-02': 4.6,
  'transport-03-choice-06': 23,
  'diet-01-choice-01': -1.2,
  'diet-01-choice-02': -1,
  'diet-01-choice-03': 0,
  'diet-02-choice-01': -0.72,
  'diet-02-choice-04': -0.18,
  'diet-02-choice-08': 0.54,
  'diet-03-choice-01': -0.33,
  'diet-03-choice-05': -0.066,
  'diet-03-choice-08': 0.132,
  'diet-04-choice-01': 0,
  'diet-04-choice-02': -0.2,
  'diet-04-choice-03': -0.4,
  'accommodation-01-choice-01': -1.6,
  'accommodation-01-choice-02': -0.4,
  'accommodation-01-choice-03': 0.8,
  'accommodation-01-choice-04': 2.2,
};

const answer = (choiceId: string): AnswerInput => ({
  questionId: choiceId.replace(/-choice-\d+$/, ''),
  choiceId,
  co2Emission: EMISSION[choiceId],
});

/** Mixed diet, every question answered: 11.2 + 0 + 1 + 0 + 0 − 0.18 − 0.066 − 0.2 + 0.8 = 12.554 t. */
const MIXED: AnswerInput[] = [
  answer('transport-01-choice-01'),
  answer('transport-02-choice-02'),
  answer('transport-03-choice-01'),
  answer('diet-01-choice-03'),
  answer('diet-02-choice-04'),
  answer('diet-03-choice-05'),
  answer('diet-04-choice-02'),
  answer('accommodation-01-choice-03'),
];
const MIXED_TOTAL = 12.554;

function saveVars(
  overrides: Partial<{
    country: string;
    version: number;
    answers: AnswerInput[];
    co2tPerTree: number;
    co2EmissionTotal: number;
  }> = {},
) {
  return { country: 'DE', version: 1, answers: MIXED, co2tPerTree: 0.15, co2EmissionTotal: MIXED_TOTAL, ...overrides };
}

const fields = (res: GraphQLResponse) =>
  Object.keys((res.errors?.[0]?.extensions?.fields as Record<string, string>) ?? {});

/** A v2 of DE that starts later and makes short-haul flights dearer (0.6 t each). */
function catalogV2(validFrom: string): CalculatorCatalog {
  const v2 = structuredClone(CATALOG_DE_V1);
  v2.version = 2;
  v2.validFrom = validFrom;
  const shortHaul = v2.categories[0].questions.find((q) => q.id === 'transport-02')!;
  shortHaul.choices[1].co2Emission = 1.2;
  return v2;
}

describe('currentCalculatorModel', () => {
  it('serves catalog DE version 1 with base 11.2 t, 0.15 t per tree and a validFrom date', async () => {
    const { gql } = setup();
    const res = await gql(CURRENT, { country: 'DE' });
    expect(res.errors).toBeUndefined();
    const model = res.data!.currentCalculatorModel;
    expect(model).toMatchObject({
      country: 'DE',
      version: 1,
      validFrom: '2022-01-01',
      validUntil: null,
      basicCO2Emission: 11.2,
      basicCO2tPerTree: 0.15,
    });
    expect(model.id).toEqual(expect.any(String));
  });

  it('has the three categories Mobilität, Ernährung and Wohnen with their questions in order', async () => {
    const { gql } = setup();
    const model = (await gql(CURRENT, { country: 'DE' })).data!.currentCalculatorModel;
    expect(model.categories.map((c: any) => [c.id, c.title])).toEqual([
      ['transport', 'Mobilität'],
      ['diet', 'Ernährung'],
      ['accommodation', 'Wohnen'],
    ]);
    expect(model.categories.map((c: any) => c.questions.map((q: any) => q.id))).toEqual([
      ['transport-01', 'transport-02', 'transport-03'],
      ['diet-01', 'diet-02', 'diet-03', 'diet-04'],
      ['accommodation-01'],
    ]);
    for (const c of model.categories) for (const q of c.questions) expect(q.category).toBe(c.id);
  });

  it('serves every choice with its id, question, German text and emission', async () => {
    const { gql } = setup();
    const model = (await gql(CURRENT, { country: 'DE' })).data!.currentCalculatorModel;
    const choices = model.categories.flatMap((c: any) => c.questions.flatMap((q: any) => q.choices));
    expect(choices).toHaveLength(3 + 6 + 6 + 3 + 8 + 8 + 3 + 4);
    for (const [id, co2] of Object.entries(EMISSION)) {
      const choice = choices.find((c: any) => c.id === id);
      expect(choice, id).toBeDefined();
      expect(choice.co2Emission, id).toBeCloseTo(co2, 10);
      expect(choice.questionId).toBe(id.replace(/-choice-\d+$/, ''));
      expect(choice.kind).toBe('preset');
    }
    const texts = (qid: string) =>
      model.categories
        .flatMap((c: any) => c.questions)
        .find((q: any) => q.id === qid)
        .choices.map((c: any) => c.text);
    expect(texts('transport-01')).toEqual(['Ja', 'Ja, Elektroauto', 'Nein']);
    expect(texts('diet-04')).toEqual(['Täglich', 'Manchmal', 'Selten/nie']);
    expect(texts('accommodation-01')).toEqual(['unter 50 m²', 'unter 100 m²', '100–200 m²', 'über 200 m²']);
    // The spec's label for the last flight count (issue 26; issue 16 had changed it to "10 oder mehr").
    expect(texts('transport-02').at(-1)).toBe('Mehr');
    expect(texts('diet-02').at(-1)).toBe('7 oder mehr');
    expect(texts('diet-03').at(-1)).toBe('14 oder mehr');
  });

  it('resolves dependsOn to the Choice objects it depends on, and null for unconditional questions', async () => {
    const { gql } = setup();
    const model = (await gql(CURRENT, { country: 'DE' })).data!.currentCalculatorModel;
    const q = (id: string) => model.categories.flatMap((c: any) => c.questions).find((x: any) => x.id === id);
    const mischkost = {
      id: 'diet-01-choice-03',
      questionId: 'diet-01',
      kind: 'preset',
      text: 'Mischkost',
      co2Emission: 0,
      prominent: null,
    };
    const vegetarisch = {
      id: 'diet-01-choice-02',
      questionId: 'diet-01',
      kind: 'preset',
      text: 'Vegetarisch',
      co2Emission: -1,
      prominent: null,
    };
    expect(q('diet-02').dependsOn).toEqual([mischkost]);
    expect(q('diet-03').dependsOn).toEqual([mischkost]);
    expect(q('diet-04').dependsOn).toHaveLength(2);
    expect(q('diet-04').dependsOn).toEqual(expect.arrayContaining([mischkost, vegetarisch]));
    for (const id of ['transport-01', 'transport-02', 'transport-03', 'diet-01', 'accommodation-01'])
      expect(q(id).dependsOn).toBeNull();
  });

  it('marks long-haul flights as pooled', async () => {
    const { gql } = setup();
    const model = (await gql(CURRENT, { country: 'DE' })).data!.currentCalculatorModel;
    const q = (id: string) => model.categories.flatMap((c: any) => c.questions).find((x: any) => x.id === id);
    expect(q('transport-03').pooled).toBe(true);
    expect(q('transport-01').pooled).not.toBe(true);
  });

  it('accepts the country code in lower case', async () => {
    const { gql } = setup();
    const res = await gql(CURRENT, { country: 'de' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.currentCalculatorModel).toMatchObject({ country: 'DE', version: 1 });
  });

  it('answers NOT_FOUND for an unknown country', async () => {
    const { gql } = setup();
    const res = await gql(CURRENT, { country: 'XX' });
    expect(codes(res)).toEqual(['NOT_FOUND']);
    expect(res.data?.currentCalculatorModel).toBeNull();
  });
});

describe('exactCalculatorModel', () => {
  it('serves version 1 of DE', async () => {
    const { gql } = setup();
    const res = await gql(EXACT, { country: 'DE', version: 1 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.exactCalculatorModel).toMatchObject({ country: 'DE', version: 1, basicCO2Emission: 11.2 });
  });

  it('answers NOT_FOUND for a version that does not exist', async () => {
    const { gql } = setup();
    expect(codes(await gql(EXACT, { country: 'DE', version: 2 }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(EXACT, { country: 'DE', version: 0 }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(EXACT, { country: 'XX', version: 1 }))).toEqual(['NOT_FOUND']);
  });
});

describe('several catalog versions', () => {
  const twoVersions = (now: string) =>
    setup({ clock: () => new Date(now), catalogs: [catalogV2('2027-01-01'), CATALOG_DE_V1] });

  it('lists every version of a country, oldest first', async () => {
    const { gql } = twoVersions('2026-11-22T10:00:00.000Z');
    const res = await gql(VARIANTS, { country: 'DE' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.allCalculatorModelVariants.map((m: any) => [m.version, m.validFrom])).toEqual([
      [1, '2022-01-01'],
      [2, '2027-01-01'],
    ]);
  });

  it('lists no versions for an unknown country', async () => {
    const { gql } = twoVersions('2026-11-22T10:00:00.000Z');
    const res = await gql(VARIANTS, { country: 'XX' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.allCalculatorModelVariants).toEqual([]);
  });

  it('serves v1 as current before v2 starts and v2 from its first day on', async () => {
    const before = await twoVersions('2026-12-31T23:59:00.000Z').gql(CURRENT, { country: 'DE' });
    expect(before.data!.currentCalculatorModel.version).toBe(1);
    const onStart = await twoVersions('2027-01-01T00:00:00.000Z').gql(CURRENT, { country: 'DE' });
    expect(onStart.data!.currentCalculatorModel.version).toBe(2);
    const short = onStart.data!.currentCalculatorModel.categories[0].questions.find(
      (q: any) => q.id === 'transport-02',
    );
    expect(short.choices[1].co2Emission).toBe(1.2);
  });

  it('still serves the old version exactly when asked for it', async () => {
    const { gql } = twoVersions('2027-03-01T00:00:00.000Z');
    const res = await gql(EXACT, { country: 'DE', version: 1 });
    const short = res.data!.exactCalculatorModel.categories[0].questions.find((q: any) => q.id === 'transport-02');
    expect(res.data!.exactCalculatorModel.version).toBe(1);
    expect(short.choices[1].co2Emission).toBe(1);
  });

  it('keeps version 1 and its total for a state saved with v1 after v2 became current', async () => {
    const { gql } = twoVersions('2027-03-01T00:00:00.000Z');
    const res = await gql(UPDATE, saveVars(), 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCalculatorState.state).toMatchObject({ version: 1, co2EmissionTotal: MIXED_TOTAL });
    const read = await gql(CALCULATOR, { country: 'DE' }, 'newUser');
    expect(read.data!.calculator.state).toMatchObject({ version: 1, co2EmissionTotal: MIXED_TOTAL });
    expect(read.data!.calculator.state.answers.find((a: any) => a.questionId === 'transport-02').co2Emission).toBe(1);
  });

  it('checks a state saved with v2 against the v2 emissions', async () => {
    const { gql } = twoVersions('2027-03-01T00:00:00.000Z');
    const v1Emission = await gql(UPDATE, saveVars({ version: 2, co2EmissionTotal: MIXED_TOTAL + 0.2 }), 'newUser');
    expect(codes(v1Emission)).toEqual(['BAD_USER_INPUT']);
    expect(fields(v1Emission)).toContain('answers[1].co2Emission');

    const answers = MIXED.map((a) => (a.choiceId === 'transport-02-choice-02' ? { ...a, co2Emission: 1.2 } : a));
    const ok = await gql(UPDATE, saveVars({ version: 2, answers, co2EmissionTotal: 12.754 }), 'newUser');
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateCalculatorState.state).toMatchObject({ version: 2, co2EmissionTotal: 12.754 });
  });
});

describe('calculator query', () => {
  it('returns the saved fixture state of a user with a footprint', async () => {
    const { gql } = setup();
    const res = await gql(CALCULATOR, { country: 'DE' }, 'withSubscription');
    expect(res.errors).toBeUndefined();
    const calc = res.data!.calculator;
    expect(calc.country).toBe('DE');
    expect(calc.state).toMatchObject({
      country: 'DE',
      version: 1,
      co2EmissionTotal: 11.554,
      co2tPerTree: 0.15,
      createdAt: '2025-03-02T19:02:00.000Z',
    });
    expect(calc.state.answers).toHaveLength(8);
    expect(calc.state.answers).toContainEqual({
      questionId: 'diet-02',
      choiceId: 'diet-02-choice-04',
      co2Emission: -0.18,
      co2EmissionFactor: null,
    });
  });

  it('accepts the country in lower case', async () => {
    const { gql } = setup();
    const res = await gql(CALCULATOR, { country: 'de' }, 'withSubscription');
    expect(res.data!.calculator.state.co2EmissionTotal).toBe(11.554);
  });

  it('answers NOT_FOUND for a signed-in user who has not saved a footprint yet', async () => {
    const { gql } = setup();
    const res = await gql(CALCULATOR, { country: 'DE' }, 'newUser');
    expect(codes(res)).toEqual(['NOT_FOUND']);
    expect(res.data?.calculator).toBeNull();
  });

  it('answers UNAUTHENTICATED for a guest', async () => {
    const { gql } = setup();
    expect(codes(await gql(CALCULATOR, { country: 'DE' }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('updateCalculatorState', () => {
  it('saves the answers, recomputes the total and returns the state', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars(), 'newUser');
    expect(res.errors).toBeUndefined();
    const calc = res.data!.updateCalculatorState;
    expect(calc.country).toBe('DE');
    expect(calc.state).toMatchObject({
      country: 'DE',
      version: 1,
      co2EmissionTotal: MIXED_TOTAL,
      co2tPerTree: 0.15,
      createdAt: NOW.toISOString(),
    });
    expect(calc.state.answers).toEqual(MIXED.map((a) => ({ ...a, co2EmissionFactor: null })));
  });

  it('returns the saved state from the calculator query afterwards', async () => {
    const { gql } = setup();
    await gql(UPDATE, saveVars(), 'newUser');
    const res = await gql(CALCULATOR, { country: 'DE' }, 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.calculator.state).toMatchObject({
      version: 1,
      co2EmissionTotal: MIXED_TOTAL,
      co2tPerTree: 0.15,
      createdAt: NOW.toISOString(),
    });
    expect(res.data!.calculator.state.answers.map((a: any) => a.choiceId)).toEqual(MIXED.map((a) => a.choiceId));
  });

  it('replaces an earlier state of the same user', async () => {
    const { gql } = setup();
    const answers = [
      answer('transport-01-choice-03'),
      answer('transport-02-choice-01'),
      answer('transport-03-choice-06'),
      answer('diet-01-choice-01'),
      answer('accommodation-01-choice-04'),
    ];
    // 11.2 − 2.5 + 0 + 23 − 1.2 + 2.2 = 32.7
    const res = await gql(UPDATE, saveVars({ answers, co2EmissionTotal: 32.7 }), 'withSubscription');
    expect(res.errors).toBeUndefined();
    const read = await gql(CALCULATOR, { country: 'DE' }, 'withSubscription');
    expect(read.data!.calculator.state.co2EmissionTotal).toBe(32.7);
    expect(read.data!.calculator.state.answers).toHaveLength(5);
  });

  it('accepts a total with float noise as the client computes it', async () => {
    const { gql } = setup();
    const noisy = MIXED.reduce((sum, a) => sum + a.co2Emission, 11.2);
    const res = await gql(UPDATE, saveVars({ co2EmissionTotal: noisy }), 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCalculatorState.state.co2EmissionTotal).toBe(MIXED_TOTAL);
  });

  it('drops answers to hidden questions and does not count them', async () => {
    const { gql } = setup();
    // Vegan: red meat, other meals and dairy are hidden; their answers must neither count nor be kept.
    const answers = [
      answer('transport-01-choice-01'),
      answer('transport-02-choice-01'),
      answer('transport-03-choice-01'),
      answer('diet-01-choice-01'),
      answer('diet-02-choice-08'),
      answer('diet-03-choice-08'),
      answer('diet-04-choice-03'),
      answer('accommodation-01-choice-02'),
    ];
    const total = 11.2 - 1.2 - 0.4; // 9.6
    const res = await gql(UPDATE, saveVars({ answers, co2EmissionTotal: total }), 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCalculatorState.state.co2EmissionTotal).toBeCloseTo(9.6, 10);
    const stored = (await gql(CALCULATOR, { country: 'DE' }, 'newUser')).data!.calculator.state;
    expect(stored.answers.map((a: any) => a.questionId)).toEqual([
      'transport-01',
      'transport-02',
      'transport-03',
      'diet-01',
      'accommodation-01',
    ]);
  });

  it('refuses a total that counts a hidden answer', async () => {
    const { gql } = setup();
    const answers = [
      answer('transport-01-choice-01'),
      answer('transport-02-choice-01'),
      answer('transport-03-choice-01'),
      answer('diet-01-choice-02'),
      answer('diet-02-choice-08'),
      answer('diet-04-choice-01'),
      answer('accommodation-01-choice-02'),
    ];
    const res = await gql(UPDATE, saveVars({ answers, co2EmissionTotal: 11.2 - 1 + 0.54 - 0.4 }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toEqual(['co2EmissionTotal']);
  });

  it('refuses a tampered total with BAD_USER_INPUT naming co2EmissionTotal and stores nothing', async () => {
    const { server, gql } = setup();
    const res = await gql(UPDATE, saveVars({ co2EmissionTotal: 1 }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toEqual(['co2EmissionTotal']);
    expect(res.data?.updateCalculatorState ?? null).toBeNull();
    expect(codes(await gql(CALCULATOR, { country: 'DE' }, 'newUser'))).toEqual(['NOT_FOUND']);
    expect(await server.repos.calculatorStates.find(USER_IDS.newUser, 'DE')).toBeUndefined();
  });

  it('refuses a total that is off by a small but real amount', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars({ co2EmissionTotal: MIXED_TOTAL + 0.001 }), 'newUser');
    expect(fields(res)).toEqual(['co2EmissionTotal']);
  });

  it('does not overwrite the saved state when a new one is refused', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars({ co2EmissionTotal: 99 }), 'withSubscription');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    const read = await gql(CALCULATOR, { country: 'DE' }, 'withSubscription');
    expect(read.data!.calculator.state.co2EmissionTotal).toBe(11.554);
  });

  it('refuses a tampered emission of one answer, naming answers[i].co2Emission', async () => {
    const { gql } = setup();
    const answers = MIXED.map((a, i) => (i === 4 ? { ...a, co2Emission: -5 } : a));
    const res = await gql(UPDATE, saveVars({ answers, co2EmissionTotal: MIXED_TOTAL - 5 + 0.18 }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toContain('answers[4].co2Emission');
    expect(codes(await gql(CALCULATOR, { country: 'DE' }, 'newUser'))).toEqual(['NOT_FOUND']);
  });

  it('refuses a wrong tonnes-per-tree value, naming co2tPerTree', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars({ co2tPerTree: 0.5 }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toEqual(['co2tPerTree']);
  });

  it('refuses an unknown catalog version, naming version', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars({ version: 7 }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toEqual(['version']);
  });

  it('refuses an unknown country, naming country', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars({ country: 'XX' }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toEqual(['country']);
  });

  it('stores a state sent with a lower-case country under the country code', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars({ country: 'de' }), 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCalculatorState.state.country).toBe('DE');
    expect((await gql(CALCULATOR, { country: 'DE' }, 'newUser')).data!.calculator.state.co2EmissionTotal).toBe(
      MIXED_TOTAL,
    );
  });

  it('refuses an unknown question, naming answers[i].questionId', async () => {
    const { gql } = setup();
    const answers = [...MIXED, { questionId: 'transport-99', choiceId: 'transport-99-choice-01', co2Emission: 0 }];
    const res = await gql(UPDATE, saveVars({ answers }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toContain('answers[8].questionId');
  });

  it('refuses a choice that belongs to another question, naming answers[i].choiceId', async () => {
    const { gql } = setup();
    const answers = MIXED.map((a, i) => (i === 0 ? { ...a, choiceId: 'transport-02-choice-01' } : a));
    const res = await gql(UPDATE, saveVars({ answers }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toContain('answers[0].choiceId');
  });

  it('refuses a choice id that does not exist, naming answers[i].choiceId', async () => {
    const { gql } = setup();
    const answers = MIXED.map((a, i) => (i === 7 ? { ...a, choiceId: 'accommodation-01-choice-09' } : a));
    const res = await gql(UPDATE, saveVars({ answers }), 'newUser');
    expect(fields(res)).toContain('answers[7].choiceId');
  });

  it('refuses an empty choice id, naming answers[i].choiceId', async () => {
    const { gql } = setup();
    const answers = MIXED.map((a, i) => (i === 2 ? { ...a, choiceId: '' } : a));
    const res = await gql(UPDATE, saveVars({ answers }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toContain('answers[2].choiceId');
  });

  it('refuses a question answered twice, naming the second answer', async () => {
    const { gql } = setup();
    const answers = [...MIXED, answer('transport-02-choice-06')];
    const res = await gql(UPDATE, saveVars({ answers }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toContain('answers[8].questionId');
    expect(codes(await gql(CALCULATOR, { country: 'DE' }, 'newUser'))).toEqual(['NOT_FOUND']);
  });

  it('refuses answers that leave a visible question open, naming answers', async () => {
    const { gql } = setup();
    // Mixed diet without red meat: diet-02 is visible and unanswered.
    const answers = MIXED.filter((a) => a.questionId !== 'diet-02');
    const res = await gql(UPDATE, saveVars({ answers, co2EmissionTotal: MIXED_TOTAL + 0.18 }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toContain('answers');
    expect(res.errors![0].message).not.toMatch(/Unexpected error/);
  });

  it('refuses answers without the living area, naming answers', async () => {
    const { gql } = setup();
    const answers = MIXED.filter((a) => a.questionId !== 'accommodation-01');
    const res = await gql(UPDATE, saveVars({ answers, co2EmissionTotal: MIXED_TOTAL - 0.8 }), 'newUser');
    expect(fields(res)).toEqual(['answers']);
  });

  it('refuses an empty answers list with BAD_USER_INPUT', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars({ answers: [], co2EmissionTotal: 11.2 }), 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toContain('answers');
    expect(codes(await gql(CALCULATOR, { country: 'DE' }, 'newUser'))).toEqual(['NOT_FOUND']);
  });

  it('keeps a co2EmissionFactor of at least 1 and refuses 0, naming answers[i].co2EmissionFactor', async () => {
    const { gql } = setup();
    const withFactor = MIXED.map((a, i) => (i === 2 ? { ...a, co2EmissionFactor: 2 } : a));
    const ok = await gql(UPDATE, saveVars({ answers: withFactor }), 'newUser');
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateCalculatorState.state.answers[2].co2EmissionFactor).toBe(2);

    const zero = MIXED.map((a, i) => (i === 2 ? { ...a, co2EmissionFactor: 0 } : a));
    const bad = await gql(UPDATE, saveVars({ answers: zero }), 'newUser');
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fields(bad)).toContain('answers[2].co2EmissionFactor');
  });

  it('refuses an empty question id already as a scalar, as variable and inline', async () => {
    const { gql } = setup();
    const answers = MIXED.map((a, i) => (i === 0 ? { ...a, questionId: '' } : a));
    const asVariable = await gql(UPDATE, saveVars({ answers }), 'newUser');
    expect(codes(asVariable)).toEqual(['BAD_USER_INPUT']);

    const inline = await gql(
      `mutation { updateCalculatorState(country: "DE", version: 1, co2tPerTree: 0.15, co2EmissionTotal: 11.2,
         answers: [{ questionId: "", choiceId: "transport-01-choice-01", co2Emission: 0 }]) { id } }`,
      {},
      'newUser',
    );
    expect(codes(inline)).toEqual(['BAD_USER_INPUT']);
    expect(codes(await gql(CALCULATOR, { country: 'DE' }, 'newUser'))).toEqual(['NOT_FOUND']);
  });

  it('answers UNAUTHENTICATED for a guest', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE, saveVars());
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('deleteCalculatorState', () => {
  it('deletes the saved state once: true, then false', async () => {
    const { gql } = setup();
    const first = await gql(DELETE, { country: 'DE' }, 'withSubscription');
    expect(first.errors).toBeUndefined();
    expect(first.data!.deleteCalculatorState).toBe(true);
    const second = await gql(DELETE, { country: 'DE' }, 'withSubscription');
    expect(second.data!.deleteCalculatorState).toBe(false);
  });

  it('leaves the calculator query with NOT_FOUND afterwards', async () => {
    const { gql } = setup();
    await gql(DELETE, { country: 'de' }, 'withSubscription');
    expect(codes(await gql(CALCULATOR, { country: 'DE' }, 'withSubscription'))).toEqual(['NOT_FOUND']);
  });

  it("deletes only the viewer's own state", async () => {
    const { gql } = setup();
    await gql(UPDATE, saveVars(), 'newUser');
    expect((await gql(DELETE, { country: 'DE' }, 'withSubscription')).data!.deleteCalculatorState).toBe(true);
    const other = await gql(CALCULATOR, { country: 'DE' }, 'newUser');
    expect(other.data!.calculator.state.co2EmissionTotal).toBe(MIXED_TOTAL);
  });

  it('answers false for a user without a saved state and leaves the others alone', async () => {
    const { gql } = setup();
    expect((await gql(DELETE, { country: 'DE' }, 'newUser')).data!.deleteCalculatorState).toBe(false);
    expect((await gql(CALCULATOR, { country: 'DE' }, 'withSubscription')).data!.calculator.state.co2EmissionTotal).toBe(
      11.554,
    );
  });

  it('answers UNAUTHENTICATED for a guest', async () => {
    const { gql } = setup();
    expect(codes(await gql(DELETE, { country: 'DE' }))).toEqual(['UNAUTHENTICATED']);
  });
});
