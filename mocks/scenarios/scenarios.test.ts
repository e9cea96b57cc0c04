import { describe, expect, it } from 'vitest';
import { CATALOG_DE_V1 } from '../../server/core/domain/calculator/catalogDeV1.js';
import { isComplete, totalEmission } from '../../server/core/domain/calculator/evaluate.js';
import { fixtureSeed } from '../fixtures/seed.js';
import { USER_IDS } from '../fixtures/users.js';
import { DEFAULT_SCENARIO_ID, getScenario, isScenarioId, SCENARIOS } from './list.js';
import { LENA_ANSWERS } from './withFootprint.js';

describe('scenario list', () => {
  it('has every scenario stories and dev:mock rely on, once, guest first', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual([
      'guest',
      'newUser',
      'withFootprint',
      'withSubscription',
      'twingleConfirmsLater',
      'twingleUnavailable',
      'aboEndRequested',
      'aboEndLinkExpired',
      'aboChangeRequested',
      'aboPaused',
      'aboPauseObsolete',
      'aboManageLink',
      'withGifts',
      'giftRecipient',
      'giftClaimer',
      'serverError',
      'loading',
    ]);
    expect(DEFAULT_SCENARIO_ID).toBe('guest');
    expect(SCENARIOS[0].id).toBe(DEFAULT_SCENARIO_ID);
  });

  it('labels every scenario in German, and no two alike', () => {
    const labels = SCENARIOS.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^\p{Lu}/u);
  });

  it.each(SCENARIOS.map((s) => [s.id, s] as const))(
    '%s: the signed-in user exists in its own seed',
    (_id, scenario) => {
      if (scenario.signedInAs === null) return;
      expect(scenario.seed.users.map((u) => u.id)).toContain(scenario.signedInAs);
    },
  );

  it('signs in whom the scenario names', () => {
    expect(getScenario('guest').signedInAs).toBeNull();
    expect(getScenario('newUser').signedInAs).toBe(USER_IDS.newUser);
    expect(getScenario('withFootprint').signedInAs).toBe(USER_IDS.newUser);
    expect(getScenario('withSubscription').signedInAs).toBe(USER_IDS.withSubscription);
    expect(getScenario('withGifts').signedInAs).toBe(USER_IDS.withDonations);
    expect(getScenario('giftRecipient').signedInAs).toBeNull();
    expect(getScenario('giftClaimer').signedInAs).toBe(USER_IDS.withSubscription);
  });

  it('fails only where it says so', () => {
    expect(SCENARIOS.filter((s) => s.failure).map((s) => [s.id, s.failure])).toEqual([
      ['serverError', 'serverError'],
      ['loading', 'never'],
    ]);
  });

  it('refuses unknown ids instead of falling back to the guest', () => {
    expect(isScenarioId('withSubscription')).toBe(true);
    expect(isScenarioId('withsubscription')).toBe(false);
    expect(() => getScenario('admin' as never)).toThrow(/Unknown mock scenario "admin"/);
  });
});

describe('withFootprint', () => {
  const { seed, signedInAs } = getScenario('withFootprint');
  const state = seed.calculatorStates.find((s) => s.userId === signedInAs)!;

  it('adds a saved DE state for Lena whose total is the catalog’s', () => {
    expect(state).toMatchObject({
      country: 'DE',
      version: CATALOG_DE_V1.version,
      co2tPerTree: CATALOG_DE_V1.basicCO2tPerTree,
    });
    expect(isComplete(CATALOG_DE_V1, LENA_ANSWERS)).toBe(true);
    expect(state.co2EmissionTotal).toBe(totalEmission(CATALOG_DE_V1, LENA_ANSWERS));
    // 11.2 − 1.8 (electric car) + 1.0 (two short-haul flights) − 1 (vegetarian) − 0.2 (dairy sometimes) − 1.6 (< 50 m²)
    expect(state.co2EmissionTotal).toBeCloseTo(7.6, 6);
    const sum = state.answers.reduce((acc, a) => acc + a.co2Emission, CATALOG_DE_V1.basicCO2Emission);
    expect(sum).toBeCloseTo(state.co2EmissionTotal, 6);
  });

  it('keeps answers to visible questions only, as the server would', () => {
    expect(state.answers.map((a) => a.questionId)).toEqual(Object.keys(LENA_ANSWERS));
    expect(state.answers.map((a) => a.questionId)).not.toContain('diet-02');
  });

  it('leaves Lena without donations and the fixtures untouched', () => {
    expect(seed.donations.filter((d) => d.userId === signedInAs)).toEqual([]);
    expect(fixtureSeed.calculatorStates.some((s) => s.userId === USER_IDS.newUser)).toBe(false);
    expect(getScenario('newUser').seed.calculatorStates.some((s) => s.userId === USER_IDS.newUser)).toBe(false);
  });
});

describe('withSubscription', () => {
  it('has a footprint and an active 100 % Abo', () => {
    const { seed, signedInAs } = getScenario('withSubscription');
    expect(seed.calculatorStates.some((s) => s.userId === signedInAs && s.country === 'DE')).toBe(true);
    const active = seed.donations.filter((d) => d.userId === signedInAs && d.canceledAt === null);
    expect(active.map((d) => [d.donationType, d.rhythm])).toEqual([['percent_100', 'monthly']]);
  });
});

describe('the Abo-task scenarios (issue 31 §2)', () => {
  it('store only the SHA-256 of each demo link’s secret, as the server does', async () => {
    const { DEMO_TASK_SECRETS } = await import('../fixtures/teamTasks.js');
    const { secretHash } = await import('../../server/core/domain/teamTasks/teamTaskLink.js');
    const tasks = [
      ...getScenario('aboEndRequested').seed.teamTasks!,
      ...getScenario('aboChangeRequested').seed.teamTasks!,
    ];
    const hashes = tasks.map((t) => t.linkTokenHash);
    for (const secret of Object.values(DEMO_TASK_SECRETS)) expect(hashes).toContain(await secretHash(secret));
  });
});

describe('the scenario „Abo verwalten“ (issue 33 §2)', () => {
  it('stores only the SHA-256 of each demo link’s secret, one link per Abo, the ended Abo’s expired', async () => {
    const { DEMO_MANAGE_SECRETS } = await import('../fixtures/aboManageLinks.js');
    const { secretHash } = await import('../../server/core/domain/teamTasks/teamTaskLink.js');
    const scenario = getScenario('aboManageLink');
    expect(scenario.signedInAs).toBeNull();
    const links = scenario.seed.aboManageLinks!;
    expect(links.map((l) => l.tokenHash)).toEqual([
      await secretHash(DEMO_MANAGE_SECRETS.valid),
      await secretHash(DEMO_MANAGE_SECRETS.expired),
    ]);
    expect(links[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(links[1].expiresAt.getTime()).toBeLessThan(Date.now());
  });
});
