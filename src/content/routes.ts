/**
 * Every page of spec §2: public German path → internal page. The router, the sitemap and prerendering read this
 * one list; internal page paths are identifiers, never URLs.
 */
export type PageKind = 'public' | 'legal' | 'auth' | 'account' | 'dev';

export interface PageDef {
  /** Public path (react-router pattern). */
  path: string;
  /** Internal page (spec §2, right column). */
  internal: string;
  kind: PageKind;
  /** German document title without the product suffix. */
  title: string;
  /** Main heading. */
  heading: string;
  /** Short German intro shown while the page's feature is still to come. */
  intro: string;
  /** The meta description (search results, link previews; at least 70 characters) when the intro is too short for it. */
  description?: string;
}

export const ACCOUNT_BASE = '/mein-klimahain';

export const PAGES: readonly PageDef[] = [
  {
    path: '/',
    internal: '/',
    kind: 'public',
    title: 'Bäume pflanzen für dein Klima',
    heading: 'Pflanze Bäume für dein Klima',
    intro: 'Berechne deinen CO₂-Fußabdruck und lass Bäume auf Borneo und in Uganda pflanzen, die CO₂ binden.',
  },
  {
    path: '/projekte',
    internal: '/projects',
    kind: 'public',
    title: 'Spenden & Projekte',
    heading: 'Spenden & Projekte',
    intro: 'Mit rund 5 € pflanzt du einen Baum – in unseren Projekten auf Borneo (Indonesien) und in Uganda.',
  },
  {
    path: '/projekte/:project',
    internal: '/projects/{project}',
    kind: 'public',
    title: 'Projekt',
    heading: 'Projekt',
    intro: '',
  },
  {
    path: '/projekte/:project/spenden',
    internal: '/projects/{project}/donate',
    kind: 'public',
    title: 'Spenden',
    heading: 'Spenden',
    intro: '',
  },
  {
    path: '/co2-rechner',
    internal: '/calculator',
    kind: 'public',
    title: 'CO₂-Rechner',
    heading: 'CO₂-Rechner',
    intro:
      'Finde in wenigen Fragen zu Mobilität, Ernährung und Wohnen heraus, wie viel CO₂ du im Jahr verursachst und wie viele Bäume es binden.',
  },
  {
    path: '/ueber-uns',
    internal: '/about',
    kind: 'public',
    title: 'Über Klimahain',
    heading: 'Über Klimahain',
    intro: 'Wir sind ein kleines Team, das Baumspenden einfach, transparent und nachvollziehbar machen will.',
  },
  {
    path: '/newsletter-abonniert',
    internal: '/newsletter/confirmation',
    kind: 'public',
    title: 'Newsletter bestätigen',
    heading: 'Newsletter-Anmeldung',
    intro: 'Hier bestätigst du deine Anmeldung zum Klimahain-Newsletter.',
  },
  {
    // The link in the recipient's mail; not prerendered and not indexed (src/ssr/prerenderPaths.ts CLIENT_ONLY).
    path: '/geschenk/:token',
    internal: '/gift/{token}',
    kind: 'public',
    title: 'Baumgeschenk',
    heading: 'Ein Baumgeschenk',
    intro: '',
    description:
      'Eine Baum-Urkunde von Klimahain: wer wem Bäume geschenkt hat, wo sie wachsen und wie man sie in den eigenen Klimahain übernimmt.',
  },
  {
    path: '/spenden',
    internal: '/donate',
    kind: 'public',
    title: 'Spenden',
    heading: 'Spenden',
    intro: 'Wähle ein Projekt und spende einmalig oder monatlich für neue Bäume.',
    description:
      'Wähle ein Projekt auf Borneo oder in Uganda und spende einmalig oder monatlich – rund 5 € pflanzen einen Baum.',
  },
  {
    path: '/kontakt',
    internal: '/contact',
    kind: 'public',
    title: 'Kontakt',
    heading: 'Kontakt',
    intro: 'Du hast eine Frage oder Anregung? Schreib uns – wir antworten so schnell wie möglich.',
  },
  {
    path: '/faq',
    internal: '/legal/faq',
    kind: 'legal',
    title: 'Häufig gestellte Fragen',
    heading: 'Häufig gestellte Fragen',
    intro: 'Antworten auf die wichtigsten Fragen rund um Baumspenden, CO₂ und dein Konto.',
  },
  {
    path: '/impressum',
    internal: '/legal/imprint',
    kind: 'legal',
    title: 'Impressum',
    heading: 'Impressum',
    intro: 'Angaben gemäß § 5 DDG.',
    description:
      'Impressum von Klimahain nach § 5 DDG: Anbieter, Kontakt, Verantwortliche für den Inhalt, Gemeinnützigkeit und Streitbeilegung.',
  },
  {
    path: '/datenschutz',
    internal: '/legal/privacy',
    kind: 'legal',
    title: 'Datenschutz',
    heading: 'Datenschutzerklärung',
    intro: 'Wie wir mit deinen Daten umgehen.',
    description:
      'Datenschutzerklärung von Klimahain: welche Daten wir bei Spende, Konto, Newsletter und Kontakt verarbeiten und welche Rechte du hast.',
  },
  {
    path: '/agb',
    internal: '/legal/terms',
    kind: 'legal',
    title: 'AGB',
    heading: 'Allgemeine Geschäftsbedingungen',
    intro: 'Die Bedingungen für Spenden und die Nutzung von Klimahain.',
    description:
      'Allgemeine Geschäftsbedingungen von Klimahain: Spenden, Zahlung, Abos, Zuwendungsbestätigungen, Erstattung und dein Konto.',
  },
  {
    path: '/registrieren',
    internal: '/auth/register',
    kind: 'auth',
    title: 'Registrieren',
    heading: 'Registrieren',
    intro: 'Leg dein Klimahain-Konto an, um dein Ergebnis zu speichern und deine Bäume zu verfolgen.',
  },
  {
    path: '/registrierung-wiederholen',
    internal: '/auth/register-resend',
    kind: 'auth',
    title: 'Bestätigungsmail erneut senden',
    heading: 'Bestätigungsmail erneut senden',
    intro: 'Du hast keine Bestätigungsmail bekommen? Hier kannst du sie erneut anfordern.',
  },
  {
    path: '/willkommen',
    internal: '/auth/confirm-sign-up',
    kind: 'auth',
    title: 'Willkommen',
    heading: 'Willkommen bei Klimahain',
    intro: 'Bestätige hier deine Registrierung.',
  },
  {
    path: '/anmelden',
    internal: '/auth/login',
    kind: 'auth',
    title: 'Anmelden',
    heading: 'Anmelden',
    intro: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
    description:
      'Melde dich bei Klimahain an, um dein CO₂-Ergebnis, deine Spenden, Abos und gepflanzten Bäume in Mein Klimahain zu sehen.',
  },
  {
    path: '/passwort-vergessen',
    internal: '/auth/forgot-password',
    kind: 'auth',
    title: 'Passwort vergessen',
    heading: 'Passwort vergessen',
    intro: 'Gib deine E-Mail-Adresse ein – wir schicken dir einen Link zum Zurücksetzen.',
  },
  {
    path: '/passwort-zuruecksetzen',
    internal: '/auth/reset-password',
    kind: 'auth',
    title: 'Passwort zurücksetzen',
    heading: 'Neues Passwort festlegen',
    intro: 'Wähle ein neues Passwort für dein Konto.',
  },
  {
    path: '/neu-anmelden',
    internal: '/auth/relogin',
    kind: 'auth',
    title: 'Erneut anmelden',
    heading: 'Bitte melde dich erneut an',
    intro: 'Zu deiner Sicherheit brauchen wir vor diesem Schritt noch einmal dein Passwort.',
  },
  {
    path: '/email-ueberpruefen',
    internal: '/user/confirm-email',
    kind: 'auth',
    title: 'E-Mail-Adresse bestätigen',
    heading: 'E-Mail-Adresse bestätigen',
    intro: 'Bestätige hier deine neue E-Mail-Adresse.',
  },
  {
    path: `${ACCOUNT_BASE}/uebersicht`,
    internal: '/user/dashboard',
    kind: 'account',
    title: 'Übersicht',
    heading: 'Übersicht',
    intro: 'Dein Klimahain auf einen Blick: deine Bäume, dein CO₂ und deine Spenden.',
  },
  {
    path: `${ACCOUNT_BASE}/pflanzbuch`,
    internal: '/user/plantbook',
    kind: 'account',
    title: 'Pflanzbuch',
    heading: 'Pflanzbuch',
    intro: 'Wo und wann deine Bäume gepflanzt wurden.',
  },
  {
    path: `${ACCOUNT_BASE}/baumdepot`,
    internal: '/user/treedepot',
    kind: 'account',
    title: 'Baumdepot',
    heading: 'Baumdepot',
    intro: 'Deine Bäume und das CO₂, das sie binden.',
  },
  {
    path: `${ACCOUNT_BASE}/abo-spenden`,
    internal: '/user/subscriptions-and-donations',
    kind: 'account',
    title: 'Abo und Spenden',
    heading: 'Abo und Spenden',
    intro: 'Deine laufenden Abos und bisherigen Spenden.',
  },
  {
    path: `${ACCOUNT_BASE}/profil`,
    internal: '/user/profile',
    kind: 'account',
    title: 'Klimahain-Konto',
    heading: 'Klimahain-Konto',
    intro: 'Deine persönlichen Daten und Einstellungen.',
  },
  {
    path: `${ACCOUNT_BASE}/profil-bearbeiten`,
    internal: '/user/edit-profile',
    kind: 'account',
    title: 'Profil bearbeiten',
    heading: 'Profil bearbeiten',
    intro: 'Ändere deinen Namen, deine Anschrift und weitere Angaben.',
  },
  {
    path: `${ACCOUNT_BASE}/passwort-aendern`,
    internal: '/user/update-password',
    kind: 'account',
    title: 'Passwort ändern',
    heading: 'Passwort ändern',
    intro: 'Lege ein neues Passwort für dein Konto fest.',
  },
  {
    path: `${ACCOUNT_BASE}/e-mail-aendern`,
    internal: '/user/update-email',
    kind: 'account',
    title: 'E-Mail-Adresse ändern',
    heading: 'E-Mail-Adresse ändern',
    intro: 'Ändere die E-Mail-Adresse, mit der du dich anmeldest.',
  },
  {
    path: `${ACCOUNT_BASE}/abo-beenden`,
    internal: '/user/cancel-subscription-confirm',
    kind: 'account',
    title: 'Abo beenden',
    heading: 'Abo beenden',
    intro: 'Möchtest du dein Abo wirklich beenden? Bereits gepflanzte Bäume bleiben natürlich stehen.',
  },
  {
    path: `${ACCOUNT_BASE}/abo-beendet`,
    internal: '/user/cancel-subscription-success',
    kind: 'account',
    title: 'Abo beendet',
    heading: 'Abo beendet',
    intro: 'Dein Abo ist beendet: Ab jetzt wird nichts mehr abgebucht. Danke für alle Bäume, die du gepflanzt hast!',
  },
  {
    path: `${ACCOUNT_BASE}/konto-schliessen`,
    internal: '/user/cancel-account-confirm',
    kind: 'account',
    title: 'Konto schließen',
    heading: 'Konto schließen',
    intro:
      'Du kannst dein Konto schließen oder es mit allen Daten löschen. In beiden Fällen werden deine persönlichen Daten gelöscht und laufende Abos beendet.',
  },
  {
    path: `${ACCOUNT_BASE}/konto-geschlossen`,
    internal: '/user/cancel-account-success',
    kind: 'account',
    title: 'Konto geschlossen',
    heading: 'Konto geschlossen',
    intro: 'Dein Konto ist geschlossen. Schön, dass du dabei warst.',
  },
  {
    path: '/dev/navigation-links',
    internal: '/dev/navigation-links',
    kind: 'dev',
    title: 'Navigationslinks (Entwicklung)',
    heading: 'Navigationslinks',
    intro: 'Testseite für den aktiven Zustand von Navigationslinks.',
  },
  {
    path: '/dev/navigation-links/:item',
    internal: '/dev/navigation-links/{item}',
    kind: 'dev',
    title: 'Navigationslink (Entwicklung)',
    heading: 'Navigationslink',
    intro: 'Unterseite eines Navigationslinks.',
  },
  {
    path: '/dev/navigation-links/:item/unterseite',
    internal: '/dev/navigation-links/{item}/unterseite',
    kind: 'dev',
    title: 'Unterseite (Entwicklung)',
    heading: 'Unterseite',
    intro: 'Zweite Ebene unter einem Navigationslink.',
  },
];

/** The whitelist (spec §2): only public and legal pages; auth, account and dev pages are not in it. */
export const WHITELIST: readonly string[] = PAGES.filter((p) => p.kind === 'public' || p.kind === 'legal').map(
  (p) => p.path,
);

export const pageByInternal = (internal: string): PageDef => {
  const page = PAGES.find((p) => p.internal === internal);
  if (!page) throw new Error(`unknown internal page ${internal}`);
  return page;
};
