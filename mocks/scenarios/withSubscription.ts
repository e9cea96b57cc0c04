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

/** Jonas again, but Twingle accepts the end of an Abo and confirms it later (its endrecurring push). */
export const twingleConfirmsLater: Scenario = {
  ...withSubscription,
  id: 'twingleConfirmsLater',
  label: 'Abo, Twingle bestätigt das Ende später (Jonas)',
  paymentProvider: 'END_REQUESTED',
};

/** Jonas again, but Twingle cannot be reached: ending the Abo fails and it keeps running. */
export const twingleUnavailable: Scenario = {
  ...withSubscription,
  id: 'twingleUnavailable',
  label: 'Abo, Twingle nicht erreichbar (Jonas)',
  paymentProvider: 'unavailable',
};
