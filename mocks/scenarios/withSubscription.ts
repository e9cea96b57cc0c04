import { fixtureSeed } from '../fixtures/seed.js';
import { USER_IDS } from '../fixtures/users.js';
import type { Scenario } from './types.js';

/** Jonas: footprint saved, an active 100 % Abo, orders in several states, trees on three plots. */
export const withSubscription: Scenario = {
  id: 'withSubscription',
  label: 'Mit Fußabdruck und 100-%-Abo (Jonas)',
  signedInAs: USER_IDS.withSubscription,
  seed: fixtureSeed,
};
