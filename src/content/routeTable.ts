/**
 * Every page of spec §2: public German path → internal page, and the kind of page. The router, the sitemap and
 * prerendering read this one list; internal page paths are identifiers, never URLs. The pages' texts are in
 * routes.ts: every page loads this table, only a page's own code its texts.
 */
export type PageKind = 'public' | 'legal' | 'auth' | 'account' | 'dev';

export interface RouteDef {
  /** Public path (react-router pattern). */
  path: string;
  /** Internal page (spec §2, right column). */
  internal: string;
  kind: PageKind;
}

export const ACCOUNT_BASE = '/mein-klimahain';

export const ROUTES: readonly RouteDef[] = [
  { path: '/', internal: '/', kind: 'public' },
  { path: '/projekte', internal: '/projects', kind: 'public' },
  { path: '/projekte/:project', internal: '/projects/{project}', kind: 'public' },
  { path: '/projekte/:project/spenden', internal: '/projects/{project}/donate', kind: 'public' },
  { path: '/co2-rechner', internal: '/calculator', kind: 'public' },
  { path: '/ueber-uns', internal: '/about', kind: 'public' },
  { path: '/newsletter-abonniert', internal: '/newsletter/confirmation', kind: 'public' },
  // The link in the recipient's mail; not prerendered and not indexed (src/ssr/prerenderPaths.ts CLIENT_ONLY).
  { path: '/geschenk/:token', internal: '/gift/{token}', kind: 'public' },
  // The link in the team's task mail (issue 31 §2); not prerendered and not indexed (CLIENT_ONLY).
  { path: '/team/aufgabe/:id', internal: '/team/task/{id}', kind: 'public' },
  // The link „Abo verwalten“ in every Abo mail (issue 33 §2); not prerendered and not indexed (CLIENT_ONLY).
  { path: '/abo/verwalten/:id', internal: '/abo/manage/{id}', kind: 'public' },
  { path: '/spenden', internal: '/donate', kind: 'public' },
  { path: '/kontakt', internal: '/contact', kind: 'public' },
  { path: '/faq', internal: '/legal/faq', kind: 'legal' },
  { path: '/impressum', internal: '/legal/imprint', kind: 'legal' },
  { path: '/datenschutz', internal: '/legal/privacy', kind: 'legal' },
  { path: '/agb', internal: '/legal/terms', kind: 'legal' },
  { path: '/registrieren', internal: '/auth/register', kind: 'auth' },
  { path: '/registrierung-wiederholen', internal: '/auth/register-resend', kind: 'auth' },
  { path: '/willkommen', internal: '/auth/confirm-sign-up', kind: 'auth' },
  { path: '/anmelden', internal: '/auth/login', kind: 'auth' },
  { path: '/passwort-vergessen', internal: '/auth/forgot-password', kind: 'auth' },
  { path: '/passwort-zuruecksetzen', internal: '/auth/reset-password', kind: 'auth' },
  { path: '/neu-anmelden', internal: '/auth/relogin', kind: 'auth' },
  { path: '/email-ueberpruefen', internal: '/user/confirm-email', kind: 'auth' },
  { path: `${ACCOUNT_BASE}/uebersicht`, internal: '/user/dashboard', kind: 'account' },
  { path: `${ACCOUNT_BASE}/pflanzbuch`, internal: '/user/plantbook', kind: 'account' },
  { path: `${ACCOUNT_BASE}/baumdepot`, internal: '/user/treedepot', kind: 'account' },
  { path: `${ACCOUNT_BASE}/abo-spenden`, internal: '/user/subscriptions-and-donations', kind: 'account' },
  { path: `${ACCOUNT_BASE}/profil`, internal: '/user/profile', kind: 'account' },
  { path: `${ACCOUNT_BASE}/profil-bearbeiten`, internal: '/user/edit-profile', kind: 'account' },
  { path: `${ACCOUNT_BASE}/passwort-aendern`, internal: '/user/update-password', kind: 'account' },
  { path: `${ACCOUNT_BASE}/e-mail-aendern`, internal: '/user/update-email', kind: 'account' },
  { path: `${ACCOUNT_BASE}/abo-beenden`, internal: '/user/cancel-subscription-confirm', kind: 'account' },
  { path: `${ACCOUNT_BASE}/abo-beendet`, internal: '/user/cancel-subscription-success', kind: 'account' },
  { path: `${ACCOUNT_BASE}/konto-schliessen`, internal: '/user/cancel-account-confirm', kind: 'account' },
  { path: `${ACCOUNT_BASE}/konto-geschlossen`, internal: '/user/cancel-account-success', kind: 'account' },
  { path: '/dev/navigation-links', internal: '/dev/navigation-links', kind: 'dev' },
  { path: '/dev/navigation-links/:item', internal: '/dev/navigation-links/{item}', kind: 'dev' },
  { path: '/dev/navigation-links/:item/unterseite', internal: '/dev/navigation-links/{item}/unterseite', kind: 'dev' },
];
