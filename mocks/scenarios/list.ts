import { guest } from './guest.js';
import { loading } from './loading.js';
import { newUser } from './newUser.js';
import { serverError } from './serverError.js';
import type { Scenario, ScenarioId } from './types.js';
import { withFootprint } from './withFootprint.js';
import { giftClaimer, giftRecipient, withGifts } from './withGifts.js';
import {
  aboChangeRequested,
  aboEndLinkExpired,
  aboEndRequested,
  aboManageLink,
  aboPaused,
  aboPauseObsolete,
  twingleConfirmsLater,
  twingleUnavailable,
  withSubscription,
} from './withSubscription.js';

/** Every scenario, in the order the dev toolbar lists them. */
export const SCENARIOS: readonly Scenario[] = [
  guest,
  newUser,
  withFootprint,
  withSubscription,
  twingleConfirmsLater,
  twingleUnavailable,
  aboEndRequested,
  aboEndLinkExpired,
  aboChangeRequested,
  aboPaused,
  aboPauseObsolete,
  aboManageLink,
  withGifts,
  giftRecipient,
  giftClaimer,
  serverError,
  loading,
];

export const DEFAULT_SCENARIO_ID: ScenarioId = 'guest';

export function isScenarioId(value: unknown): value is ScenarioId {
  return SCENARIOS.some((s) => s.id === value);
}

/** The scenario with this id; throws for an unknown id (a typo in a story must not silently show the guest). */
export function getScenario(id: ScenarioId): Scenario {
  const scenario = SCENARIOS.find((s) => s.id === id);
  if (!scenario) {
    throw new Error(`Unknown mock scenario "${String(id)}". Known: ${SCENARIOS.map((s) => s.id).join(', ')}`);
  }
  return scenario;
}
