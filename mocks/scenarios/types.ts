import type { Seed } from '../../server/core/repositories/types.js';

/** The ids stories (`parameters.scenario`), `?scenario=` in dev:mock and tests use. */
export type ScenarioId =
  | 'guest'
  | 'newUser'
  | 'withFootprint'
  | 'withSubscription'
  | 'twingleConfirmsLater'
  | 'twingleUnavailable'
  | 'aboEndRequested'
  | 'aboEndLinkExpired'
  | 'aboChangeRequested'
  | 'aboPaused'
  | 'aboPauseObsolete'
  | 'aboManageLink'
  | 'withGifts'
  | 'giftRecipient'
  | 'giftClaimer'
  | 'serverError'
  | 'loading';

/**
 * One mock world: who is signed in and what the memory repositories start with. `failure` replaces the server:
 * `serverError` answers every /graphql request with HTTP 500 and a non-JSON body, `never` never answers.
 */
export interface Scenario {
  id: ScenarioId;
  /** German label for the dev toolbar. */
  label: string;
  /** Fixture user the mock auth adapter signs in as, or null for a guest. */
  signedInAs: string | null;
  seed: Seed;
  failure?: 'serverError' | 'never';
  /** How the payment provider answers a request to end an Abo (default: the team's task, as in production). */
  paymentProvider?: 'END_REQUESTED' | 'unavailable';
}
