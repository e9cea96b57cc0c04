import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { germanDate } from '../../../server/core/domain/gifts/rules';
import { deliveryWindow } from '../../features/gifts/giftDays';
import { SubscriptionsPage } from './SubscriptionsPage';
import { fixtureSeed } from '../../../mocks/fixtures/seed';
import { treeGifts } from '../../../mocks/fixtures/treeGifts';
import { formatDate, formatDateTime } from '../../format/date';

// The fixture world is relative to today (mocks/fixtures/clock.ts): the dates below come from it.
const giftDay = (id: string) => formatDate(treeGifts.find((g) => g.id === id)!.deliverOn);
const claimedDay = formatDateTime(treeGifts.find((g) => g.id === 'gift-mira-danke')!.claimedAt!.toISOString());
const donationDay = (id: string, field: 'donatedAt' | 'canceledAt') =>
  formatDateTime(fixtureSeed.donations.find((d) => d.donationId === id)![field]!.toISOString());

/** /mein-klimahain/abo-spenden against the mock world (the real schema and resolvers over fixtures). */
const meta = {
  title: 'Seiten/Konto/Abos',
  component: SubscriptionsPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/abo-spenden' },
} satisfies Meta<typeof SubscriptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The first story of a run waits for a cold mock world; a state, not a delay. */
const LOADED = { timeout: 15_000 };

/** Jonas: a running 100 % Abo, an ended Wunschabo. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const running = within(await canvas.findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await expect(running.getByRole('heading', { level: 3, name: /100\u202f% Abo/ })).toBeVisible();
    await expect(running.getByText('35 € im Monat')).toBeVisible();
    await expect(running.getByText('7 Bäume im Monat')).toBeVisible();
    await expect(running.getByText(donationDay('donation-jonas-abo', 'donatedAt'))).toBeVisible();
    await expect(running.getByRole('link', { name: 'Abo beenden' })).toHaveAttribute(
      'href',
      '/mein-klimahain/abo-beenden?abo=donation-jonas-abo',
    );
    const ended = within(canvas.getByRole('region', { name: 'Spenden und beendete Abos' }));
    await expect(ended.getByRole('heading', { level: 3, name: /Wunschabo/ })).toBeVisible();
    await expect(ended.getByText(donationDay('donation-jonas-wunschabo', 'canceledAt'))).toBeVisible();
    await expect(ended.queryByRole('link', { name: 'Abo beenden' })).toBeNull();
    // Jonas gave no trees away: no group for gifts at all.
    await expect(canvas.queryByRole('region', { name: 'Verschenkte Bäume' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /^Für / })).toBeNull();
  },
};

/** Mira gave trees three times: planned for Christmas, delivered, taken by Jonas — newest first. */
export const WithGifts: Story = {
  name: 'Mit Geschenken',
  parameters: { scenario: 'withGifts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gifts = within(await canvas.findByRole('region', { name: 'Verschenkte Bäume' }, LOADED));
    const cards = gifts.getAllByRole('article');
    await expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Für Paul Schäfer',
      'Für Oma Gisela',
      'Für Jonas',
    ]);
    const [paul, gisela, jonas] = cards.map((c) => within(c));
    await expect(paul.getByText('geplant')).toBeVisible();
    await expect(
      paul.getByText(`wird am ${giftDay('gift-mira-weihnachten')} per E-Mail an paul@example.org zugestellt`),
    ).toBeVisible();
    await expect(paul.getByRole('button', { name: 'Datum oder Nachricht ändern' })).toBeEnabled();
    await expect(gisela.getByText('zugestellt')).toBeVisible();
    await expect(
      gisela.getByText(`am ${giftDay('gift-mira-geburtstag')} per E-Mail an gisela@example.org`),
    ).toBeVisible();
    await expect(gisela.queryByRole('button', { name: 'Datum oder Nachricht ändern' })).toBeNull();
    await expect(jonas.getByText('angenommen')).toBeVisible();
    await expect(jonas.getByText(`am ${claimedDay} in den eigenen Klimahain übernommen`)).toBeVisible();
    await expect(jonas.queryByRole('button', { name: 'Datum oder Nachricht ändern' })).toBeNull();
    // The donations stay where they were.
    const donations = within(canvas.getByRole('region', { name: 'Spenden und beendete Abos' }));
    // A donation given away says for whom, the others do not.
    const given = donations.getAllByRole('article').filter((a) => within(a).queryByText('Geschenk für'));
    await expect(given.map((a) => within(a).getByText('Geschenk für').nextElementSibling?.textContent).sort()).toEqual([
      'Jonas',
      'Oma Gisela',
      'Paul Schäfer',
    ]);
    await expect(donations.getAllByRole('article').length).toBeGreaterThan(given.length);
  },
};

/**
 * Mira moves Paul's gift and rewrites its message; the card shows both at once. The new day is the 15th of the month
 * after next, so the story holds whenever it runs (today … one year ahead).
 */
export const EditGift: Story = {
  name: 'Geschenk bearbeiten',
  parameters: { scenario: 'withGifts' },
  play: async ({ canvasElement }) => {
    const [year, month] = deliveryWindow().first.split('-').map(Number);
    const day = new Date(Date.UTC(year, month + 1, 15)).toISOString().slice(0, 10);
    const gifts = within(await within(canvasElement).findByRole('region', { name: 'Verschenkte Bäume' }, LOADED));
    const paul = within(gifts.getByRole('article', { name: 'Für Paul Schäfer' }));
    await userEvent.click(paul.getByRole('button', { name: 'Datum oder Nachricht ändern' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Geschenk für Paul Schäfer ändern' }),
    );
    const [dayInput] = dialog.getAllByRole('spinbutton');
    await userEvent.click(dayInput);
    await userEvent.keyboard(day.split('-').reverse().join(''));
    const message = dialog.getByRole('textbox', { name: /Persönliche Nachricht/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Frohes neues Jahr, Paul!');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await paul.findByText('Dein Geschenk wurde geändert.')).toHaveRole('status');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(paul.getByText(`wird am ${germanDate(day)} per E-Mail an paul@example.org zugestellt`)).toBeVisible();
    await expect(paul.getByText('Frohes neues Jahr, Paul!')).toBeVisible();
  },
};

/** A message over 300 characters is refused in the dialog before anything is sent; the card keeps the old one. */
export const GiftMessageTooLong: Story = {
  name: 'Geschenknachricht zu lang',
  parameters: { scenario: 'withGifts' },
  play: async ({ canvasElement }) => {
    const gifts = within(await within(canvasElement).findByRole('region', { name: 'Verschenkte Bäume' }, LOADED));
    const paul = within(gifts.getByRole('article', { name: 'Für Paul Schäfer' }));
    await userEvent.click(paul.getByRole('button', { name: 'Datum oder Nachricht ändern' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Geschenk für Paul Schäfer ändern' }),
    );
    const message = dialog.getByRole('textbox', { name: /Persönliche Nachricht/ });
    await userEvent.clear(message);
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(320));
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByText('Die Nachricht darf höchstens 300 Zeichen haben (jetzt 320).')).toBeVisible();
    await expect(message).toHaveValue('x'.repeat(320));
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(paul.getByText('Frohe Weihnachten! Diese Bäume wachsen für dich in Uganda.')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Du hast gerade kein laufendes Abo/, {}, LOADED)).toBeVisible();
    await expect(canvas.getByText('Hier erscheinen deine einmaligen Spenden und beendete Abos.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'jetzt ein Abo abschließen' })).toHaveAttribute('href', '/spenden');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Deine Abos und Spenden werden geladen …',
    );
  },
};

export const LoadError: Story = {
  name: 'Ladefehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Dieser Inhalt konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Abo & Spenden' })).toBeVisible();
  },
};

/** Zuwendungsbestätigungen: a PDF per paid gift; the past year's Sammelbestätigung then covers that year's gifts. */
export const Receipts: Story = {
  name: 'Spendenquittungen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipts = within(await canvas.findByRole('region', { name: 'Zuwendungsbestätigungen' }, LOADED));
    await userEvent.click(
      receipts.getByRole('button', {
        name: /^PDF Zuwendungsbestätigung für 100\u202f% Abo vom 02\.11\.2026 über 35\s€$/,
      }),
    );
    await expect(await receipts.findByRole('status', {}, LOADED)).toHaveTextContent(
      /^Zuwendungsbestätigung KH-\d{4}-000001 heruntergeladen\.$/,
    );
    // Before the Sammelbestätigung: which gifts it will cover, said at the year and at each of its gifts.
    const replaced = 'Wird durch die Sammelbestätigung 2025 ersetzt, sobald sie ausgestellt ist.';
    await expect(receipts.getByText(/^Ersetzt die einzelnen Bestätigungen dieser \d+ Spenden?\.$/)).toBeVisible();
    await expect(receipts.getAllByText(replaced).length).toBeGreaterThan(0);
    await userEvent.click(receipts.getByRole('button', { name: 'Sammelbestätigung 2025 (PDF)' }));
    await expect(
      await receipts.findByText(
        /^Zuwendungsbestätigung KH-\d{4}-000002 heruntergeladen\. Sie gilt für deine \d+ Spenden? aus 2025 und ersetzt ihre einzelnen Bestätigungen\.$/,
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(
      (await receipts.findAllByText(/^in Sammelbestätigung KH-\d{4}-000002$/, {}, LOADED)).length,
    ).toBeGreaterThan(0);
    await expect(receipts.queryByText(replaced)).toBeNull();
  },
};

/** Empty: a new donor has nothing to confirm yet. */
export const ReceiptsEmpty: Story = {
  name: 'Keine Spendenquittungen',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const receipts = within(
      await within(canvasElement).findByRole('region', { name: 'Zuwendungsbestätigungen' }, LOADED),
    );
    await expect(
      receipts.getByText('Noch keine Spenden, für die wir eine Bestätigung ausstellen können.'),
    ).toBeVisible();
  },
};

/** Jonas ended his Abo an hour ago: it runs until the team has ended it at Twingle, by a named day (issue 31 §2). */
export const EndeBeantragt: Story = {
  name: 'Abo-Ende beantragt',
  parameters: { scenario: 'aboEndRequested' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const running = within(await canvas.findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await expect(running.getByText('Beendigung beantragt am')).toBeVisible();
    await expect(
      running.getByText(
        /^Unser Team beendet dein Abo bei Twingle bis spätestens \d\d\.\d\d\.\d{4}\. Bis dahin läuft es weiter;/,
      ),
    ).toBeVisible();
    await expect(running.queryByRole('link', { name: 'Abo beenden' })).toBeNull();
  },
};

/** Jonas changed his Abo to 50 € an hour ago: the old amount runs until the team has changed it at Twingle. */
export const AenderungBeantragt: Story = {
  name: 'Betragsänderung beantragt',
  parameters: { scenario: 'aboChangeRequested' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const running = within(await canvas.findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await expect(running.getByText('35 € im Monat')).toBeVisible();
    await expect(
      running.getByText(/^Neuer Betrag beantragt: 50 € im Monat\. Unser Team ändert ihn bei Twingle bis spätestens /),
    ).toBeVisible();
  },
};

/** „Betrag ändern“ (issue 33 §2): Jonas asks for 40 € a month; the card shows the request and the team's day. */
export const BetragAendern: Story = {
  name: 'Betrag ändern',
  play: async ({ canvasElement }) => {
    const running = within(await within(canvasElement).findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await userEvent.click(running.getByRole('button', { name: 'Betrag ändern' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Betrag ändern' }));
    // The saved footprint's percent Abos, the current one not offered again.
    await expect(dialog.getByRole('radio', { name: /^100\u202f% Abo Das ist dein aktuelles Abo\.$/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^50\u202f% Abo/ })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: /^Eigener Betrag/ })).toBeChecked();
    await expect(
      dialog.getByText(/^Twingle bietet dafür keine Schnittstelle: Unser Team ändert den Betrag/),
    ).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Betrag pro Monat' });
    await userEvent.type(amount, '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Betrag ändern' }));
    await expect(
      await dialog.findByText('Der Betrag muss mindestens 5 € sein – so viel kostet ein Baum.'),
    ).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Betrag ändern' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LOADED);
    await expect(await running.findByText('Deine Änderung ist beantragt.')).toHaveRole('status');
    await expect(
      running.getByText(/^Neuer Betrag beantragt: 40 € im Monat\. Unser Team ändert ihn bei Twingle bis spätestens /),
    ).toBeVisible();
    await expect(running.getByText('35 € im Monat')).toBeVisible();
    // One change at a time: the next one waits for the team.
    await expect(running.queryByRole('button', { name: 'Betrag ändern' })).toBeNull();
  },
};

/** A percent Abo of the saved footprint, chosen with the keyboard alone. */
export const BetragAendernProzent: Story = {
  name: 'Betrag ändern: 50 % per Tastatur',
  play: async ({ canvasElement }) => {
    const running = within(await within(canvasElement).findByRole('region', { name: 'Laufende Abos' }, LOADED));
    const trigger = running.getByRole('button', { name: 'Betrag ändern' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Betrag ändern' }));
    const half = dialog.getByRole('radio', { name: /^50\u202f% Abo/ });
    half.focus();
    await userEvent.keyboard(' ');
    await expect(half).toBeChecked();
    await expect(dialog.queryByRole('textbox', { name: 'Betrag pro Monat' })).toBeNull();
    const label = half.closest('label')?.textContent ?? '';
    const euros = /(\d+(?:,\d\d)?)\s€ \/ Monat/.exec(label)?.[1];
    await expect(euros).toBeDefined();
    dialog.getByRole('button', { name: 'Betrag ändern' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LOADED);
    await expect(
      await running.findByText(new RegExp(`^Neuer Betrag beantragt: ${euros}\\s€ im Monat\\.`), {}, LOADED),
    ).toBeVisible();
    // The button is gone with the request: focus is on what happened, not back at the page's start.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Deine Änderung ist beantragt.'));
  },
};

/** Twingle cannot be reached: the dialog stays open with the German message, and the Abo runs as it was. */
export const BetragAendernFehler: Story = {
  name: 'Betrag ändern: Twingle nicht erreichbar',
  parameters: { scenario: 'twingleUnavailable' },
  play: async ({ canvasElement }) => {
    const running = within(await within(canvasElement).findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await userEvent.click(running.getByRole('button', { name: 'Betrag ändern' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Betrag ändern' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Betrag pro Monat' }), '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Betrag ändern' }));
    await expect(
      await dialog.findByText(
        /^Wir konnten dein Abo gerade nicht ändern: Unser Zahlungsdienstleister Twingle/,
        {},
        LOADED,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(running.queryByText(/^Neuer Betrag beantragt/)).toBeNull();
    await expect(running.getByRole('button', { name: 'Betrag ändern' })).toBeEnabled();
  },
};

/** „Abo pausieren“ (issue 33 §2): Jonas pauses for two months; the card says what the team does by when. */
export const AboPausieren: Story = {
  name: 'Abo pausieren',
  play: async ({ canvasElement }) => {
    const running = within(await within(canvasElement).findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await userEvent.click(running.getByRole('button', { name: 'Abo pausieren' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Abo pausieren' }));
    await expect(dialog.getAllByRole('radio')).toHaveLength(6);
    await expect(
      dialog.getByText(/^Twingle bietet dafür keine Schnittstelle: Unser Team pausiert dein Abo/),
    ).toBeVisible();
    // Nothing chosen: the question says so, nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Abo pausieren' }));
    await expect(await dialog.findByText('Bitte wähle, wie lange dein Abo pausieren soll.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /^2 Monate wieder ab \d\d\.\d\d\.\d{4}$/ }));
    await expect(dialog.getByText(/^Keine Abbuchung vom \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Abo pausieren' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LOADED);
    await expect(
      await running.findByText(
        /^Pause beantragt: keine Abbuchung vom \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}\. Unser Team pausiert dein Abo bei Twingle bis spätestens \d\d\.\d\d\.\d{4}; bis dahin läuft es weiter\.$/,
      ),
    ).toBeVisible();
    await expect(running.queryByRole('button', { name: 'Abo pausieren' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Deine Pause ist beantragt.'));
    // Ending stays possible.
    await expect(running.getByRole('link', { name: 'Abo beenden' })).toBeVisible();
  },
};

/** Twingle cannot be reached: the dialog says so in German and stays open; nothing is paused. */
export const AboPausierenFehler: Story = {
  name: 'Abo pausieren: Twingle nicht erreichbar',
  parameters: { scenario: 'twingleUnavailable' },
  play: async ({ canvasElement }) => {
    const running = within(await within(canvasElement).findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await userEvent.click(running.getByRole('button', { name: 'Abo pausieren' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Abo pausieren' }));
    await userEvent.click(dialog.getByRole('radio', { name: /^1 Monat/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Abo pausieren' }));
    await expect(
      await dialog.findByText(
        /^Wir konnten die Pause gerade nicht beantragen: Unser Zahlungsdienstleister Twingle/,
        {},
        LOADED,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(running.queryByText(/^Pause beantragt/)).toBeNull();
    await expect(running.getByRole('button', { name: 'Abo pausieren' })).toBeEnabled();
  },
};

/** The team paused Jonas's Abo a week ago: „Pausiert bis …“ and the day debits start again. */
export const Pausiert: Story = {
  name: 'Abo pausiert',
  parameters: { scenario: 'aboPaused' },
  play: async ({ canvasElement }) => {
    const running = within(await within(canvasElement).findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await expect(running.getByText('Pausiert bis')).toBeVisible();
    await expect(
      running.getByText(/^Dein Abo ist pausiert\. Ab dem \d\d\.\d\d\.\d{4} bucht Twingle wieder 35\s€ im Monat ab\.$/),
    ).toBeVisible();
    await expect(running.queryByRole('button', { name: 'Abo pausieren' })).toBeNull();
    await expect(running.getByRole('button', { name: 'Betrag ändern' })).toBeEnabled();
  },
};
