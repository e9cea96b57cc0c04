import type { CookieConsentConfig } from 'vanilla-cookieconsent';

export interface ConsentConfigOptions {
  /** False on the Impressum and the Datenschutzerklärung (spec §2) and when only the settings are asked for. */
  showBanner: boolean;
  /** Whether a tracker is configured (production builds only); without it the statistics category still explains itself. */
  analyticsConfigured: boolean;
  /** Called when a stored or new choice is known and when the statistics choice changes. */
  onDecision: () => void;
  /** The banner or the settings appeared / went away (consentFocus.ts keeps the keyboard focus in place). */
  onModalShow?: (modalName: string) => void;
  onModalHide?: (modalName: string) => void;
}

/** The categories and the German texts of the banner and the settings dialog. */
export function consentConfig({
  showBanner,
  analyticsConfigured,
  onDecision,
  onModalShow,
  onModalHide,
}: ConsentConfigOptions): CookieConsentConfig {
  return {
    autoShow: showBanner,
    mode: 'opt-in',
    // Crawlers are recognised by their user agent below; the library's own check also hides the banner from
    // browsers driven by automation, which would keep it from the visitors of an accessibility audit or a test.
    hideFromBots: false,
    cookie: { name: 'cc_cookie', expiresAfterDays: 182, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {
        autoClear: { cookies: [{ name: /^_pk_/ }, { name: /^mtm_/ }] },
      },
    },
    onConsent: onDecision,
    onChange: onDecision,
    onModalShow: ({ modalName }) => onModalShow?.(modalName),
    onModalHide: ({ modalName }) => onModalHide?.(modalName),
    language: {
      default: 'de',
      translations: {
        de: {
          consentModal: {
            title: 'Darf Klimahain mitzählen?',
            // Short, and in two blocks on purpose: the banner comes after the page has loaded, and on a phone one
            // paragraph of five lines was larger than anything of the page itself — so its late paint was the page's
            // LCP (/spenden: 3.8 s instead of 1.0 s).
            description:
              '<span class="cm__desc-part">Mit deiner Zustimmung zählen wir anonym, welche Seiten besucht werden – eigenes Matomo, ohne Cookies, ohne Weitergabe an Dritte.</span>' +
              '<span class="cm__desc-part">Ändern kannst du das jederzeit unter „Cookie-Einstellungen“ unten auf jeder Seite.</span>',
            acceptAllBtn: 'Statistik erlauben',
            acceptNecessaryBtn: 'Nur notwendige',
            showPreferencesBtn: 'Einstellungen',
            footer: '<a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a>',
          },
          preferencesModal: {
            title: 'Cookie-Einstellungen',
            acceptAllBtn: 'Alle erlauben',
            acceptNecessaryBtn: 'Nur notwendige',
            savePreferencesBtn: 'Auswahl speichern',
            closeIconLabel: 'Schließen',
            serviceCounterLabel: 'Dienst|Dienste',
            sections: [
              {
                description:
                  'Hier entscheidest du, was Klimahain außer dem Nötigsten in deinem Browser speichern und auswerten darf. Deine Wahl gilt für sechs Monate; danach fragen wir noch einmal.',
              },
              {
                title: 'Notwendig <span class="pm__badge">Immer aktiv</span>',
                description:
                  'Damit die Website funktioniert: deine Wahl in diesem Dialog (Cookie „cc_cookie“, sechs Monate), deine Anmeldung, wenn du dich anmeldest, und die Antworten im CO₂-Rechner, solange du ihn nutzt. Diese Daten bleiben in deinem Browser oder dienen nur dem, was du gerade tust.',
                linkedCategory: 'necessary',
              },
              {
                title: 'Statistik',
                description: analyticsConfigured
                  ? 'Matomo auf unserem eigenen Server zählt Seitenaufrufe ohne Cookies; IP-Adressen werden gekürzt. So sehen wir, welche Seiten helfen und welche nicht. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); du kannst sie hier jederzeit widerrufen.'
                  : 'Matomo auf unserem eigenen Server würde Seitenaufrufe ohne Cookies zählen. In dieser Version der Website ist keine Statistik eingerichtet: es wird nichts gezählt, auch wenn du zustimmst.',
                linkedCategory: 'analytics',
              },
              {
                title: 'Mehr erfahren',
                description: 'Alles Weitere steht in unserer <a href="/datenschutz">Datenschutzerklärung</a>.',
              },
            ],
          },
        },
      },
    },
  };
}
