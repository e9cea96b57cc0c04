import { ROUTES, type RouteDef } from './routeTable';

export { ACCOUNT_BASE, type PageKind } from './routeTable';

/** What a page says about itself (routeTable.ts has where it is). */
export interface PageText {
  /** German document title without the product suffix. */
  title: string;
  /** Main heading. */
  heading: string;
  /** Short German intro shown while the page's feature is still to come. */
  intro: string;
  /** The meta description (search results, link previews; at least 70 characters) when the intro is too short for it. */
  description?: string;
}

export type PageDef = RouteDef & PageText;

const TEXTS: Readonly<Record<string, PageText>> = {
  '/': {
    title: 'Bäume pflanzen für dein Klima',
    heading: 'Pflanze Bäume für dein Klima',
    intro: 'Berechne deinen CO₂-Fußabdruck und lass Bäume auf Borneo und in Uganda pflanzen, die CO₂ binden.',
  },
  '/projects': {
    title: 'Spenden & Projekte',
    heading: 'Spenden & Projekte',
    intro: 'Mit rund 5 € pflanzt du einen Baum – in unseren Projekten auf Borneo (Indonesien) und in Uganda.',
  },
  '/projects/{project}': {
    title: 'Projekt',
    heading: 'Projekt',
    intro: '',
  },
  '/projects/{project}/donate': {
    title: 'Spenden',
    heading: 'Spenden',
    intro: '',
  },
  '/calculator': {
    title: 'CO₂-Rechner',
    heading: 'CO₂-Rechner',
    intro:
      'Finde in wenigen Fragen zu Mobilität, Ernährung und Wohnen heraus, wie viel CO₂ du im Jahr verursachst. Und wie viele Bäume so viel über ihr Wachstum binden.',
  },
  '/about': {
    title: 'Über Klimahain',
    heading: 'Über Klimahain',
    intro: 'Wir sind ein kleines Team, das Baumspenden einfach, transparent und nachvollziehbar machen will.',
  },
  '/newsletter/confirmation': {
    title: 'Newsletter bestätigen',
    heading: 'Newsletter-Anmeldung',
    intro: 'Hier bestätigst du deine Anmeldung zum Klimahain-Newsletter.',
  },
  '/gift/{token}': {
    title: 'Baumgeschenk',
    heading: 'Ein Baumgeschenk',
    intro: '',
    description:
      'Eine Baum-Urkunde von Klimahain: wer wem Bäume geschenkt hat, wo sie wachsen und wie man sie in den eigenen Klimahain übernimmt.',
  },
  '/team/task/{id}': {
    title: 'Aufgabe für das Team',
    heading: 'Aufgabe für das Team',
    intro:
      'Ein Abo bei Twingle beenden oder ändern: Twingle bietet dafür keine Schnittstelle, also erledigt es das Team im Twingle Manager.',
    description: 'Eine Aufgabe für das Klimahain-Team.',
  },
  '/abo/manage/{id}': {
    title: 'Abo verwalten',
    heading: 'Abo verwalten',
    intro: 'Mit dem Link aus deiner E-Mail änderst, pausierst oder beendest du dieses Abo – ohne Anmeldung.',
    description: 'Ein Klimahain-Abo verwalten.',
  },
  '/donate': {
    title: 'Spenden',
    heading: 'Spenden',
    intro: 'Wähle ein Projekt und spende einmalig oder monatlich für neue Bäume.',
    description:
      'Wähle ein Projekt auf Borneo oder in Uganda und spende einmalig oder monatlich – rund 5 € pflanzen einen Baum.',
  },
  '/contact': {
    title: 'Kontakt',
    heading: 'Kontakt',
    intro: 'Du hast eine Frage oder Anregung? Schreib uns – wir antworten so schnell wie möglich.',
  },
  '/legal/faq': {
    title: 'Häufig gestellte Fragen',
    heading: 'Häufig gestellte Fragen',
    intro: 'Antworten auf die wichtigsten Fragen rund um Baumspenden, CO₂ und dein Konto.',
  },
  '/legal/imprint': {
    title: 'Impressum',
    heading: 'Impressum',
    intro: 'Angaben gemäß § 5 DDG.',
    description:
      'Impressum von Klimahain nach § 5 DDG: Anbieter, Kontakt, Verantwortliche für den Inhalt, Gemeinnützigkeit und Streitbeilegung.',
  },
  '/legal/privacy': {
    title: 'Datenschutz',
    heading: 'Datenschutzerklärung',
    intro: 'Wie wir mit deinen Daten umgehen.',
    description:
      'Datenschutzerklärung von Klimahain: welche Daten wir bei Spende, Konto, Newsletter und Kontakt verarbeiten und welche Rechte du hast.',
  },
  '/legal/terms': {
    title: 'AGB',
    heading: 'Allgemeine Geschäftsbedingungen',
    intro: 'Die Bedingungen für Spenden und die Nutzung von Klimahain.',
    description:
      'Allgemeine Geschäftsbedingungen von Klimahain: Spenden, Zahlung, Abos, Zuwendungsbestätigungen, Erstattung und dein Konto.',
  },
  '/auth/register': {
    title: 'Registrieren',
    heading: 'Registrieren',
    intro: 'Leg dein Klimahain-Konto an, um dein Ergebnis zu speichern und deine Bäume zu verfolgen.',
  },
  '/auth/register-resend': {
    title: 'Bestätigungsmail erneut senden',
    heading: 'Bestätigungsmail erneut senden',
    intro: 'Du hast keine Bestätigungsmail bekommen? Hier kannst du sie erneut anfordern.',
  },
  '/auth/confirm-sign-up': {
    title: 'Willkommen',
    heading: 'Willkommen bei Klimahain',
    intro: 'Bestätige hier deine Registrierung.',
  },
  '/auth/login': {
    title: 'Anmelden',
    heading: 'Anmelden',
    intro: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
    description:
      'Melde dich bei Klimahain an, um dein CO₂-Ergebnis, deine Spenden, Abos und gepflanzten Bäume in Mein Klimahain zu sehen.',
  },
  '/auth/forgot-password': {
    title: 'Passwort vergessen',
    heading: 'Passwort vergessen',
    intro: 'Gib deine E-Mail-Adresse ein – wir schicken dir einen Link zum Zurücksetzen.',
  },
  '/auth/reset-password': {
    title: 'Passwort zurücksetzen',
    heading: 'Neues Passwort festlegen',
    intro: 'Wähle ein neues Passwort für dein Konto.',
  },
  '/auth/relogin': {
    title: 'Erneut anmelden',
    heading: 'Bitte melde dich erneut an',
    intro: 'Zu deiner Sicherheit brauchen wir vor diesem Schritt noch einmal dein Passwort.',
  },
  '/user/confirm-email': {
    title: 'E-Mail-Adresse bestätigen',
    heading: 'E-Mail-Adresse bestätigen',
    intro: 'Bestätige hier deine neue E-Mail-Adresse.',
  },
  '/user/dashboard': {
    title: 'Übersicht',
    heading: 'Übersicht',
    intro: 'Dein Klimahain auf einen Blick: deine Bäume, dein CO₂ und deine Spenden.',
  },
  '/user/plantbook': {
    title: 'Pflanzbuch',
    heading: 'Pflanzbuch',
    intro: 'Wo und wann deine Bäume gepflanzt wurden.',
  },
  '/user/treedepot': {
    title: 'Baumdepot',
    heading: 'Baumdepot',
    intro: 'Deine Bäume und das CO₂, das sie binden.',
  },
  '/user/subscriptions-and-donations': {
    title: 'Abo & Spenden',
    heading: 'Abo & Spenden',
    intro: 'Deine laufenden Abos und bisherigen Spenden.',
  },
  '/user/profile': {
    title: 'Klimahain-Konto',
    heading: 'Klimahain-Konto',
    intro: 'Deine persönlichen Daten und Einstellungen.',
  },
  '/user/edit-profile': {
    title: 'Profil bearbeiten',
    heading: 'Profil bearbeiten',
    intro: 'Ändere deinen Namen, deine Anschrift und weitere Angaben.',
  },
  '/user/update-password': {
    title: 'Passwort ändern',
    heading: 'Passwort ändern',
    intro: 'Lege ein neues Passwort für dein Konto fest.',
  },
  '/user/update-email': {
    title: 'E-Mail-Adresse ändern',
    heading: 'E-Mail-Adresse ändern',
    intro: 'Ändere die E-Mail-Adresse, mit der du dich anmeldest.',
  },
  '/user/cancel-subscription-confirm': {
    title: 'Abo beenden',
    heading: 'Abo beenden',
    intro: 'Möchtest du dein Abo wirklich beenden? Bereits gepflanzte Bäume bleiben natürlich stehen.',
  },
  '/user/cancel-subscription-success': {
    title: 'Abo beendet',
    heading: 'Abo beendet',
    intro: 'Dein Abo ist beendet: Ab jetzt wird nichts mehr abgebucht. Danke für alle Bäume, die du gepflanzt hast!',
  },
  '/user/cancel-account-confirm': {
    title: 'Konto schließen',
    heading: 'Konto schließen',
    intro:
      'Zwei Wege, die sich in einem unterscheiden: „Konto schließen“ löscht deine persönlichen Daten und beendet laufende Abos, deine Newsletter-Anmeldung und deine Nachrichten an uns bleiben. „Konto und Daten löschen“ löscht auch diese und das Konto selbst; deine Spenden bleiben nur als anonyme Buchungen für das Finanzamt.',
  },
  '/user/cancel-account-success': {
    title: 'Konto geschlossen',
    heading: 'Konto geschlossen',
    intro: 'Dein Konto ist geschlossen. Schön, dass du dabei warst.',
  },
  '/dev/navigation-links': {
    title: 'Navigationslinks (Entwicklung)',
    heading: 'Navigationslinks',
    intro: 'Testseite für den aktiven Zustand von Navigationslinks.',
  },
  '/dev/navigation-links/{item}': {
    title: 'Navigationslink (Entwicklung)',
    heading: 'Navigationslink',
    intro: 'Unterseite eines Navigationslinks.',
  },
  '/dev/navigation-links/{item}/unterseite': {
    title: 'Unterseite (Entwicklung)',
    heading: 'Unterseite',
    intro: 'Zweite Ebene unter einem Navigationslink.',
  },
};

/** Every page of spec §2 with its texts, in the route table's order. */
export const PAGES: readonly PageDef[] = ROUTES.map((route) => {
  const text = TEXTS[route.internal];
  // A page without texts is a programming error: every page's module fails to load until it has them.
  if (!text) throw new Error(`No texts for ${route.internal}`);
  return { ...route, ...text };
});

/** The whitelist (spec §2): only public and legal pages; auth, account and dev pages are not in it. */
export const WHITELIST: readonly string[] = PAGES.filter((p) => p.kind === 'public' || p.kind === 'legal').map(
  (p) => p.path,
);

export const pageByInternal = (internal: string): PageDef => {
  const page = PAGES.find((p) => p.internal === internal);
  if (!page) throw new Error(`unknown internal page ${internal}`);
  return page;
};
