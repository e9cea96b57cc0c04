import { MIXED_17_T } from '../e2e/calculatorAnswers';
import { createConfirmedUser, uniqueEmail } from '../e2e/cognitoUsers';
import { label, role, text, within, type Ui } from './ui';

/**
 * The journeys that matter most to a donor, in every engine (run.ts). Each starts in a fresh page with nothing
 * stored; `consent: 'decided'` means „Nur notwendige“ was chosen before, so the banner covers nothing.
 */
export interface Journey {
  id: string;
  title: string;
  consent: 'decided' | 'first visit';
  /** Only at these widths (default: every width). */
  widths?: number[];
  run(ui: Ui, width: number): Promise<void>;
}

const NARROW = 390;
const banner = role('dialog', 'Darf Klimahain mitzählen?');
const menu = role('dialog', 'Menü');
const WIDGET = 'iframe[title="Zahlungsformular (Sandbox, es wird kein Geld bewegt)"]';
const donationType = (choice: string) => within(role('radiogroup', 'Wie möchtest du spenden?'), text(choice));
const checked = (p: { checked: boolean | null }) => p.checked === true;

async function startPage(ui: Ui) {
  await ui.goto('/');
  await ui.see(role('heading', 'Pflanze Bäume für dein Klima', { level: 1 }));
  await ui.see(banner);
}

/** In the sandbox widget (Twingle's protocol, a push to the server): the donor's data, then „Jetzt spenden“. */
async function payInSandbox(ui: Ui, amount: string, rhythm: 'einmalig' | 'monatlich') {
  await ui.see(role('heading', 'Zahlung'));
  await ui.inFrame(WIDGET, async () => {
    await ui.expect(label('Betrag in €'), `to be ${amount}`, (p) => p.value === amount);
    await ui.expect(role('radio', rhythm), 'to be checked', checked);
    await ui.fill(label('Vorname'), 'Greta');
    await ui.fill(label('Nachname'), 'Gärtner');
    await ui.fill(label('E-Mail'), 'greta@example.org');
    await ui.fill(label('IBAN'), 'DE02 1203 0000 0000 2020 51');
    await ui.click(role('button', 'Jetzt spenden'));
  });
  // The page thanks only once the server has the donation from the widget's push.
  await ui.expect(role('heading', 'Danke!'), 'to be focused', (p) => p.focused);
}

/** A new confirmed cognito-local user signs in on /anmelden and lands on the Übersicht. */
async function signIn(ui: Ui) {
  const user = await createConfirmedUser({
    email: uniqueEmail('engines'),
    password: 'Baumhain!2026',
    givenName: 'Greta',
    familyName: 'Gärtner',
  });
  await ui.goto('/anmelden');
  const main = role('main');
  await ui.fill(within(main, label('E-Mail-Adresse')), user.email);
  await ui.fill(within(main, label('Passwort')), user.password);
  await ui.click(role('button', 'Anmelden'));
  await ui.path('/mein-klimahain/uebersicht');
  await ui.see(role('heading', 'Übersicht', { level: 1 }));
}

export const JOURNEYS: Journey[] = [
  {
    id: 'consent-allow',
    title: 'start page, consent „Statistik erlauben“',
    consent: 'first visit',
    async run(ui) {
      await startPage(ui);
      await ui.see(within(banner, role('button', 'Nur notwendige')));
      await ui.click(within(banner, role('button', 'Statistik erlauben')));
      await ui.gone(banner);
      // The tracker (served by run.ts on loopback) runs only after the yes.
      await ui.until('the tracker to run once', () => ui.run<boolean>('return window.__trackerRuns === 1;'));
    },
  },
  {
    id: 'consent-necessary',
    title: 'start page, consent „Nur notwendige“',
    consent: 'first visit',
    async run(ui) {
      await startPage(ui);
      await ui.click(within(banner, role('button', 'Nur notwendige')));
      await ui.gone(banner);
      await ui.reload();
      await ui.see(role('heading', 'Pflanze Bäume für dein Klima', { level: 1 }));
      // The consent library has run (it marks that on window) and keeps the banner away; no tracker.
      await ui.until('the consent library to run', () => ui.run<boolean>('return window._ccRun === true;'));
      if ((await ui.probe(banner)).visible) throw new Error('the banner asks again after „Nur notwendige“');
      if (await ui.run<boolean>('return window.__trackerRuns !== undefined;')) throw new Error('the tracker ran');
    },
  },
  {
    id: 'menu',
    title: 'narrow menu: open, links, Escape',
    consent: 'decided',
    widths: [NARROW],
    async run(ui) {
      await ui.goto('/');
      const button = role('button', 'Menü öffnen');
      await ui.expect(button, 'to be collapsed', (p) => p.expanded === 'false');
      await ui.click(button);
      await ui.see(menu);
      for (const name of ['Registrieren', 'Anmelden', 'Startseite', 'CO₂-Rechner', 'Kontakt', 'Impressum']) {
        await ui.see(within(menu, role('link', name)));
      }
      await ui.press('Escape');
      await ui.gone(menu);
      await ui.expect(button, 'to have the focus back', (p) => p.focused);
    },
  },
  {
    id: 'calculator',
    title: 'CO₂-Rechner to the result',
    consent: 'decided',
    async run(ui) {
      await ui.goto('/co2-rechner');
      await ui.see(role('heading', 'CO₂-Rechner', { level: 1 }));
      const pick = (group: string | RegExp, choice: string) =>
        ui.click(within(role('radiogroup', group), text(choice)));
      for (const [group, choice] of MIXED_17_T) await pick(group, choice);
      const result = within(role('region', 'Dein Ergebnis'), role('status'));
      await ui.expect(result, 'to show 17,0 t', (p) => p.text.includes('17,0 t'));
    },
  },
  {
    id: 'donation-once',
    title: 'one-time donation through the sandbox widget to „Danke“',
    consent: 'decided',
    async run(ui) {
      await ui.goto('/projekte/uganda/spenden');
      await ui.click(donationType('Einmalige Spende'));
      await ui.see(text(/^5 Bäume für 25\s€\./));
      await ui.click(role('button', 'Weiter zur Zahlung'));
      await payInSandbox(ui, '25', 'einmalig');
    },
  },
  {
    id: 'donation-monthly',
    title: 'monthly donation (Wunschabo) through the sandbox widget to „Danke“',
    consent: 'decided',
    async run(ui) {
      await ui.goto('/projekte/uganda/spenden');
      await ui.click(donationType('Wunschabo'));
      await ui.fill(role('textbox', 'Betrag pro Monat'), '30');
      await ui.press('Tab');
      await ui.see(text(/^6 Bäume im Monat für 30\s€\./));
      await ui.click(role('button', 'Weiter zur Zahlung'));
      await payInSandbox(ui, '30', 'monatlich');
      await ui.see(role('heading', 'So geht es weiter'));
    },
  },
  {
    id: 'sign-in',
    title: 'sign-in and the „Mein Klimahain“ overview',
    consent: 'decided',
    async run(ui, width) {
      await signIn(ui);
      await ui.see(text('Du hast noch nicht gespendet. Mit rund 5 € pflanzt du einen Baum.'));
      if (width === NARROW) {
        await ui.click(role('button', 'Menü öffnen'));
        await ui.see(within(menu, text('Greta Gärtner')));
      } else {
        await ui.see(within(role('banner'), role('button', 'Mein Klimahain')));
      }
    },
  },
  {
    id: 'gift',
    title: 'gift option on the donation page',
    consent: 'decided',
    async run(ui) {
      await signIn(ui);
      // On through the Übersicht's link, inside the app: a new page load in the middle of the Übersicht's queries
      // makes Firefox log their aborted fetches as errors.
      await ui.click(role('link', 'Abo abschließen oder spenden'));
      await ui.path('/spenden');
      await ui.see(role('heading', 'Spenden', { level: 1 }));
      await ui.click(within(role('radiogroup', 'Für welches Projekt?'), text('Aufforstung in Uganda')));
      await ui.click(donationType('Einmalige Spende'));
      await ui.click(text('Als Geschenk verschenken – mit Urkunde für die beschenkte Person'));
      await ui.expect(role('checkbox', /Als Geschenk verschenken/), 'to be checked', checked);
      await ui.see(role('group', 'Tag der Zustellung'));
      await ui.see(role('textbox', 'E-Mail-Adresse der beschenkten Person (freiwillig)'));
      await ui.see(role('textbox', 'Persönliche Nachricht (freiwillig)'));
      await ui.fill(role('textbox', 'Name der beschenkten Person'), 'Oma Gisela');
      await ui.see(text(/^5 Bäume für 25\s€ als Geschenk für Oma Gisela\./));
    },
  },
  {
    id: 'faq',
    title: 'FAQ: open a question',
    consent: 'decided',
    async run(ui) {
      await ui.goto('/faq');
      await ui.see(role('heading', 'Häufig gestellte Fragen', { level: 1 }));
      const question = role('button', 'Wie beende ich mein Abo?');
      await ui.expect(question, 'to be closed', (p) => p.expanded === 'false');
      await ui.click(question);
      await ui.expect(question, 'to be open', (p) => p.expanded === 'true');
      await ui.see(text(/beendest du dein Abo mit zwei Klicks/));
    },
  },
];
