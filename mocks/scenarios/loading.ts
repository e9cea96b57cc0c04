import { fixtureSeed } from '../fixtures/seed.js';
import { USER_IDS } from '../fixtures/users.js';
import type { Scenario } from './types.js';

/** /graphql never answers: every view stays in its loading state. Signed in (as Jonas), like serverError. */
export const loading: Scenario = {
  id: 'loading',
  label: 'Server antwortet nie (Ladezustand)',
  signedInAs: USER_IDS.withSubscription,
  seed: fixtureSeed,
  failure: 'never',
};
