import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROJECTS } from '../../content/projects';
import { DonatePage } from './DonatePage';
import { treeGifts } from '../../../mocks/fixtures/treeGifts';
import { formatDate } from '../../format/date';

/** /spenden: project, kind and amount, then the payment widget; „Danke!“ once the push recorded the donation. */
const meta = {
  title: 'Seiten/Spenden',
  component: DonatePage,
  args: {
    project: null,
    title: 'Spenden',
    heading: 'Spenden',
    intro: 'Wähle ein Projekt und spende einmalig oder monatlich für neue Bäume.',
  },
  parameters: { scenario: 'guest', path: '/spenden' },
} satisfies Meta<typeof DonatePage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/** A guest without a footprint: the calculator is offered, a one-time Spende is preselected; on to the widget. */
export const GuestWithoutFootprint: Story = {
  name: 'Gast ohne Fußabdruck',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'CO₂-Fußabdruck berechnen' }, LOADED)).toHaveAttribute(
      'href',
      '/co2-rechner',
    );
    await expect(canvas.getByRole('radio', { name: /Einmalige Spende/ })).toBeChecked();
    await expect(canvas.getByText(/^5 Bäume für 25 €\. Über ihr Wachstum binden sie rund 750 kg CO₂\.$/)).toBeVisible();

    // No project chosen yet: a German error at the project field, focus moves there, nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Zahlung' }));
    const projects = canvas.getByRole('radiogroup', { name: 'Für welches Projekt?' });
    await expect(within(projects).getByText('Bitte wähle ein Projekt.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Aufforstung auf Borneo/ })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: /Aufforstung auf Borneo/ })).toHaveAccessibleDescription(
      /Bitte wähle ein Projekt\./,
    );

    await userEvent.click(canvas.getByRole('radio', { name: /Aufforstung in Uganda/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Zahlung' }));
    // The payment step replaces the form: focus goes to its heading (and the intro about choosing is gone).
    const payment = await canvas.findByRole('heading', { name: 'Zahlung' }, LOADED);
    await waitFor(() => expect(payment).toHaveFocus());
    await expect(canvas.queryByText(/^Wähle ein Projekt und spende/)).toBeNull();
    await expect(canvas.getByText(/Spende für Uganda: 25 €\./)).toBeVisible();
    const frame = await canvas.findByTitle('Zahlungsformular (Sandbox, es wird kein Geld bewegt)', {}, LOADED);
    await expect(frame.getAttribute('src')).toMatch(
      /\/_sandbox\/twingle\/kh\w+\?tw_amount=25&tw_rhythm=one_time&tw_cid=/,
    );
  },
};

/** From the calculator's „Abo wählen“: the 100 % Abo of the signed-in donor's footprint is preselected. */
export const AboFromCalculator: Story = {
  name: 'Abo aus dem Rechner',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  args: { project: PROJECTS[0], title: 'Für Borneo spenden', heading: 'Für Borneo spenden', intro: '' },
  parameters: { scenario: 'withFootprint', path: '/projekte/indonesien/spenden?abo=percent_100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /100\s% Abo/ }, LOADED)).toBeChecked();
    await expect(canvas.getByText('Dein CO₂-Fußabdruck: 7,6 t CO₂ im Jahr.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /50\s% Abo\s*3 Bäume im Monat · 15\s€\s\/\sMonat/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /150\s% Abo\s*7 Bäume im Monat · 35\s€\s\/\sMonat/ })).toBeVisible();
    await expect(
      canvas.getByText(
        /^5 Bäume im Monat für 25 €\. Dein Abo pflanzt im Jahr 60 Bäume\. Über ihr Wachstum binden sie rund 9,0 t CO₂ – so viel, wie du in einem Jahr verursachst \(118 %\)\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Für welches Projekt?' })).toBeNull();
  },
};

/** From the calculator's „100 % Abo“ after a look at the Uganda page: that project is preselected (issue 33 §1). */
export const AboFromCalculatorAfterProject: Story = {
  name: 'Abo aus dem Rechner, nach einer Projektseite',
  tags: ['co2'],
  parameters: { scenario: 'withFootprint', path: '/spenden?abo=percent_100' },
  beforeEach: () => {
    sessionStorage.setItem('klimahain:lastProject', 'uganda');
    return () => sessionStorage.removeItem('klimahain:lastProject');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /100\s% Abo/ }, LOADED)).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Aufforstung in Uganda/ })).toBeChecked());
  },
};

/** A Wunschabo below one tree: the German rule, nothing is sent. */
export const AmountTooLow: Story = {
  name: 'Betrag zu niedrig',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Wunschabo/ }, LOADED));
    const amount = canvas.getByRole('textbox', { name: 'Betrag pro Monat' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('radio', { name: /Aufforstung auf Borneo/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await expect(canvas.getByText('Der Betrag muss mindestens 5 € sein – so viel kostet ein Baum.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Zahlung' })).toBeNull();
  },
};

/** A guest who wants to give the trees away is asked to sign in first (the giver follows the gift in the account). */
export const GiftNeedsAccount: Story = {
  name: 'Geschenk braucht ein Konto',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Einmalige Spende/ }, LOADED)).toBeChecked();
    await expect(canvas.getByText(/Du möchtest die Bäume verschenken\?/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Melde dich an' })).toHaveAttribute('href', '/anmelden');
    await expect(canvas.queryByRole('checkbox', { name: /Als Geschenk verschenken/ })).toBeNull();
    // An Abo cannot be a gift: the offer is gone.
    await userEvent.click(canvas.getByRole('radio', { name: /Wunschabo/ }));
    await expect(canvas.queryByText(/Du möchtest die Bäume verschenken\?/)).toBeNull();
  },
};

/** Lena makes her one-time donation a gift for Oma Gisela: who, which words, which day; on to the payment. */
export const Gift: Story = {
  name: 'Geschenk',
  parameters: { scenario: 'withFootprint', path: '/spenden?art=custom_one_time' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Als Geschenk verschenken/ }, LOADED));
    const name = await canvas.findByRole('textbox', { name: 'Name der beschenkten Person' }, LOADED);
    await userEvent.type(name, 'Oma Gisela');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-Mail-Adresse der beschenkten Person (freiwillig)' }),
      'gisela@example.org',
    );
    const message = canvas.getByRole('textbox', { name: 'Persönliche Nachricht (freiwillig)' });
    await userEvent.type(message, 'Alles Liebe!');
    await expect(canvas.getByText('Steht auf der Urkunde. Noch 288 von 300 Zeichen.')).toBeVisible();
    // Today is preselected and is a valid day.
    await expect(canvas.getByRole('group', { name: 'Tag der Zustellung' })).toBeVisible();
    await expect(
      canvas.getByText(
        /^5 Bäume für 25 € als Geschenk für Oma Gisela\. Über ihr Wachstum binden sie rund 750 kg CO₂\.$/,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Aufforstung in Uganda/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await expect(await canvas.findByRole('heading', { name: 'Zahlung' }, LOADED)).toBeVisible();
  },
};

/**
 * Before paying, Lena looks at the certificate (issue 33 §3): first with nothing typed (what is missing is named),
 * then with a name, words and 10 trees from the quick choice — the very sheet the certificate page shows.
 */
export const GiftPreview: Story = {
  name: 'Geschenk mit Vorschau der Urkunde',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  parameters: { scenario: 'withFootprint', path: '/projekte/indonesien/spenden?art=custom_one_time' },
  args: { project: PROJECTS[0], title: 'Für Borneo spenden', heading: 'Für Borneo spenden', intro: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Als Geschenk verschenken/ }, LOADED));
    await userEvent.click(await canvas.findByRole('button', { name: 'Vorschau der Urkunde' }, LOADED));
    let dialog = within(await page.findByRole('dialog', { name: 'Vorschau der Urkunde' }));
    await expect(dialog.getByText('Noch offen: den Namen der beschenkten Person.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name der beschenkten Person' }), 'Oma Gisela');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Persönliche Nachricht (freiwillig)' }), 'Alles Liebe!');
    const presets = within(canvas.getByRole('group', { name: 'Schnellauswahl Bäume' }));
    const ten = presets.getByRole('button', { name: /^10 Bäume/ });
    await userEvent.click(ten);
    await expect(ten).toHaveAttribute('aria-pressed', 'true');
    await expect(presets.getByRole('button', { name: /^25 Bäume/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Betrag' })).toHaveValue('50,00\u00a0€');
    await userEvent.click(canvas.getByRole('button', { name: 'Vorschau der Urkunde' }));
    dialog = within(await page.findByRole('dialog', { name: 'Vorschau der Urkunde' }));
    await expect(dialog.getByText('So sieht die Urkunde aus – online, gedruckt und als PDF.')).toBeVisible();
    await expect(dialog.getByText('Oma Gisela')).toBeVisible();
    await expect(dialog.getByText('von Lena Neumann')).toBeVisible();
    await expect(dialog.getByText('Alles Liebe!')).toBeVisible();
    await expect(dialog.getByText('10 Bäume auf Borneo (Indonesien)')).toBeVisible();
    await expect(dialog.getByText('Über ihr Wachstum binden sie rund 1,5 t CO₂.')).toBeVisible();
    await expect(dialog.getByText(/^\d{2}\.\d{2}\.\d{4}$/).closest('p')).toHaveTextContent(
      /^Geschenkt am \d{2}\.\d{2}\.\d{4}$/,
    );
  },
};

/** A gift without a name and with too long a message: German errors beside the fields, nothing is sent. */
export const GiftIncomplete: Story = {
  name: 'Geschenk unvollständig',
  parameters: { scenario: 'withFootprint', path: '/projekte/uganda/spenden?art=custom_one_time' },
  args: { project: PROJECTS[1], title: 'Für Uganda spenden', heading: 'Für Uganda spenden', intro: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Als Geschenk verschenken/ }, LOADED));
    const message = await canvas.findByRole('textbox', { name: 'Persönliche Nachricht (freiwillig)' }, LOADED);
    await userEvent.click(message);
    await userEvent.paste('Baum '.repeat(61));
    await expect(canvas.getByText('Steht auf der Urkunde. 5 Zeichen zu viel (höchstens 300).')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await expect(canvas.getByText('Bitte gib den Namen der beschenkten Person an.')).toBeVisible();
    await expect(canvas.getByText('Die Nachricht darf höchstens 300 Zeichen haben (jetzt 304).')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name der beschenkten Person' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.queryByRole('heading', { name: 'Zahlung' })).toBeNull();
  },
};

/** Back from the payment with the push already recorded (Jonas's 100 % Abo): „Danke!“ with trees and CO₂. */
export const Thanks: Story = {
  name: 'Dank',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  parameters: { scenario: 'withSubscription', path: '/spenden?zahlung=intent-donation-jonas-abo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thanks = await canvas.findByRole('heading', { name: 'Danke!' }, LOADED);
    // Focus follows the page from the payment form to the thanks (a passive effect, right after it shows).
    await waitFor(() => expect(thanks).toHaveFocus());
    // What happens next, and no intro about choosing above the thanks.
    await expect(canvas.getByRole('heading', { name: 'So geht es weiter' })).toBeVisible();
    await expect(canvas.getByText(/^Twingle schickt dir eine Bestätigung deiner Zahlung/)).toBeVisible();
    await expect(
      canvas.getByText(
        /^Die Bäume deiner ersten Monatsrate pflanzt unser Pflanzpartner in der Regenzeit, voraussichtlich (\S+ )?(\d{4} )?(bis )?\S+ \d{4}\. Im Baumdepot siehst du, wie weit sie sind\.$/,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Zuwendungsbestätigungen für das Finanzamt findest du unter „Abo & Spenden“/),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Wähle ein Projekt und spende/)).toBeNull();
    await expect(
      canvas.getByText(
        /Dein 100\s% Abo über 35\s€ im Monat läuft: Jeden Monat pflanzen wir 7 Bäume in Zentral-Kalimantan auf Borneo \(Indonesien\)\. Dein Abo pflanzt im Jahr 84 Bäume\. Über ihr Wachstum binden sie rund 12,6 t CO₂\./,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu „Abo & Spenden“' })).toHaveAttribute(
      'href',
      '/mein-klimahain/abo-spenden',
    );
  },
};

/** Back from paying for a gift (Mira's for Paul): when the certificate goes out, and that day and words can change. */
export const GiftThanks: Story = {
  name: 'Dank für ein Geschenk',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  parameters: { scenario: 'withGifts', path: '/spenden?zahlung=intent-donation-mira-04' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Danke!' }, LOADED)).toBeVisible();
    await expect(
      canvas.getByText(
        `Dein Geschenk für Paul Schäfer: Am ${formatDate(treeGifts[0].deliverOn)} schicken wir die Urkunde an paul@example.org. Bis dahin kannst du Tag und Nachricht unter „Abo & Spenden“ noch ändern.`,
      ),
    ).toBeVisible();
    // The giver's own link to the certificate, to look at it and print it now.
    await expect(canvas.getByRole('link', { name: 'Urkunde ansehen und drucken' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/geschenk\/[A-Za-z0-9_-]{22,64}$/),
    );
  },
};

/** Someone else's payment id (or a made-up one) reads as unknown. */
export const UnknownPayment: Story = {
  name: 'Unbekannte Zahlung',
  parameters: { scenario: 'guest', path: '/spenden?zahlung=intent-donation-jonas-abo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('Diese Zahlung kennen wir nicht.');
    await userEvent.click(canvas.getByRole('button', { name: 'Spende neu wählen' }));
    await expect(await canvas.findByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Deine Spende wird vorbereitet …');
  },
};

export const LoadError: Story = {
  name: 'Ladefehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Erneut versuchen' }, LOADED)).toBeVisible();
  },
};
