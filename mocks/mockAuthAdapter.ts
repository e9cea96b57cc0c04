import type { AuthAdapter, SessionState } from '../src/auth/session';
import { mockTokenFor } from './auth.js';
import { getScenario } from './scenarios/list.js';
import type { Scenario } from './scenarios/types.js';
import type { ScenarioStore } from './scenarioStore.js';

/** The session a scenario starts with: signed in with a mock token for its user, or signed out. */
export function sessionFor(scenario: Scenario): SessionState {
  return scenario.signedInAs
    ? { status: 'signedIn', accessToken: mockTokenFor({ sub: scenario.signedInAs }), userId: scenario.signedInAs }
    : { status: 'signedOut' };
}

/**
 * The identity provider of dev:mock and Storybook. `restore` signs in as the active scenario's user (tokens the
 * mock server's verifier accepts); `signOut` switches the active scenario to the guest, so a reload stays signed out.
 */
export function createMockAuthAdapter(store: ScenarioStore): AuthAdapter {
  return {
    restore: async () => sessionFor(getScenario(store.get())),
    signOut: async () => store.set('guest'),
  };
}
