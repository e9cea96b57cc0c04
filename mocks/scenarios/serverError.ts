import { fixtureSeed } from '../fixtures/seed.js';
import { USER_IDS } from '../fixtures/users.js';
import type { Scenario } from './types.js';

/**
 * Every /graphql request answers HTTP 500 with a plain-text body (not JSON), as a crashed proxy would. Signed in
 * (as Jonas), so account pages show their error state too instead of sending a guest to the sign-in page.
 */
export const serverError: Scenario = {
  id: 'serverError',
  label: 'Serverfehler (HTTP 500)',
  signedInAs: USER_IDS.withSubscription,
  seed: fixtureSeed,
  failure: 'serverError',
};
