import { fixtureSeed } from '../fixtures/seed.js';
import {
  aboChangeRequestedSeed,
  aboEndRequestedSeed,
  aboPausedSeed,
  aboPauseObsoleteSeed,
} from '../fixtures/teamTasks.js';
import { USER_IDS } from '../fixtures/users.js';
import { aboManageLinkSeed } from '../fixtures/aboManageLinks.js';
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

/** Jonas asked to end his Abo an hour ago; the team ends it in the Twingle Manager (issue 31 §2). */
export const aboEndRequested: Scenario = {
  ...withSubscription,
  id: 'aboEndRequested',
  label: 'Abo-Ende beantragt, Team erledigt es bei Twingle (Jonas)',
  seed: aboEndRequestedSeed(),
};

/** The same, but the team's link is older than 14 days: a reminder has replaced it. */
export const aboEndLinkExpired: Scenario = {
  ...withSubscription,
  id: 'aboEndLinkExpired',
  label: 'Abo-Ende beantragt, Link des Teams abgelaufen (Jonas)',
  seed: aboEndRequestedSeed(new Date(), { linkExpired: true }),
};

/** Jonas asked an hour ago to change his Abo to 50 € a month; the team changes it at Twingle. */
export const aboChangeRequested: Scenario = {
  ...withSubscription,
  id: 'aboChangeRequested',
  label: 'Abo-Betrag geändert, Team erledigt es bei Twingle (Jonas)',
  seed: aboChangeRequestedSeed(),
};

/** Jonas paused his Abo for three months; the team paused it at Twingle a week ago (issue 33 §2). */
export const aboPaused: Scenario = {
  ...withSubscription,
  id: 'aboPaused',
  label: 'Abo pausiert (Jonas)',
  seed: aboPausedSeed(),
};

/** Jonas asked for a pause; Twingle ended his Abo before the team paused it: the task is obsolete (issue 38). */
export const aboPauseObsolete: Scenario = {
  ...withSubscription,
  id: 'aboPauseObsolete',
  label: 'Pause beantragt, Abo inzwischen bei Twingle beendet (Jonas)',
  seed: aboPauseObsoleteSeed(),
};

/** Jonas, signed out, opens the link „Abo verwalten“ of an Abo mail (issue 33 §2); his ended Abo's link has expired. */
export const aboManageLink: Scenario = {
  id: 'aboManageLink',
  label: 'Abo verwalten per Link aus der E-Mail (Jonas, abgemeldet)',
  signedInAs: null,
  seed: aboManageLinkSeed(),
};
