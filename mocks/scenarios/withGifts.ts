import { fixtureSeed } from '../fixtures/seed.js';
import { treeGifts } from '../fixtures/treeGifts.js';
import { USER_IDS } from '../fixtures/users.js';
import type { Scenario } from './types.js';

/** Mira with three gifts: one planned for Christmas, one delivered, one Jonas took into his Klimahain. */
export const withGifts: Scenario = {
  id: 'withGifts',
  label: 'Mit verschenkten Bäumen (Mira)',
  signedInAs: USER_IDS.withDonations,
  seed: { ...fixtureSeed, treeGifts },
};

/** The same world, seen by a guest: a recipient opening the certificate link. */
export const giftRecipient: Scenario = {
  ...withGifts,
  id: 'giftRecipient',
  label: 'Geschenk-Empfänger ohne Konto',
  signedInAs: null,
};

/** The same world, seen by Jonas: he may take Oma Gisela's delivered gift and already took the one Mira gave him. */
export const giftClaimer: Scenario = {
  ...withGifts,
  id: 'giftClaimer',
  label: 'Geschenk-Empfänger mit Konto (Jonas)',
  signedInAs: USER_IDS.withSubscription,
};
