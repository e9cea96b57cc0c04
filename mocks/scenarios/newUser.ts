import { fixtureSeed } from '../fixtures/seed.js';
import { USER_IDS } from '../fixtures/users.js';
import type { Scenario } from './types.js';

/** Lena has just signed up: no footprint, no donations, no trees. */
export const newUser: Scenario = {
  id: 'newUser',
  label: 'Neu registriert (Lena)',
  signedInAs: USER_IDS.newUser,
  seed: fixtureSeed,
};
