/**
 * Everything the consent manager needs once it starts, in one chunk of its own: the library (≈10 kB gzip), its
 * stylesheet, our theme, the German texts and the tracker glue. Nothing of it is part of the first page load.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consentTheme.css';

export { consentConfig } from './consentConfig';
export { placeMatomoScript, startMatomo, trackPageView } from './matomo';

export const library: typeof CookieConsent = CookieConsent;
