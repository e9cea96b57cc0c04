/**
 * Consent in the e2e suite. The build the e2e server serves has a Matomo tracker configured (VITE_MATOMO_URL, a
 * loopback address nothing listens on — consent.spec.ts answers it with page.route), so the suite runs what a
 * production build runs. Every spec starts with a choice already made („Nur notwendige“), so the banner never
 * covers what a spec clicks; the consent specs start without it.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);

/** The tracker's base URL in the e2e build: loopback, a port of its own per suite, never a real host. */
export const e2eAnalyticsUrl = (appPort = PORT) => `http://127.0.0.1:${appPort + 5100}/matomo/`;
export const E2E_ANALYTICS_SITE_ID = '7';

/** The consent library's cookie for a visitor who chose „Nur notwendige“ (the format vanilla-cookieconsent 3 writes). */
function necessaryOnlyCookie(): string {
  const now = new Date().toISOString();
  return encodeURIComponent(
    JSON.stringify({
      categories: ['necessary'],
      revision: 0,
      data: null,
      consentTimestamp: now,
      consentId: '00000000-0000-4000-8000-0000000e2e00',
      services: { necessary: [], analytics: [] },
      languageCode: 'de',
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 182 * 24 * 3600 * 1000,
    }),
  );
}

/** storageState for playwright.config.ts: the choice is made before the first page. */
export const decidedConsent = () => ({
  cookies: [
    {
      name: 'cc_cookie',
      value: necessaryOnlyCookie(),
      domain: '127.0.0.1',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 182 * 24 * 3600,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
});

/** storageState of a first visit: nothing stored. */
export const firstVisit = { cookies: [], origins: [] };
