import { fixtureSeed } from '../fixtures/seed.js';
import type { Scenario } from './types.js';

/** Signed out; the whole demo world exists (projects, plots, other people's donations). */
export const guest: Scenario = {
  id: 'guest',
  label: 'Gast (nicht angemeldet)',
  signedInAs: null,
  seed: fixtureSeed,
};
