import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createScenarioWorld, GRAPHQL_URL, SERVER_ERROR_BODY, type ScenarioWorld } from '../../../mocks/handlers';
import { getScenario } from '../../../mocks/scenarios/list';
import type { TreeGiftCardStoriesQuery } from '../../__generated__/TreeGiftCardStoriesQuery.graphql';
import { germanDate } from '../../../server/core/domain/gifts/rules';
import { GIFT_TOKENS, treeGifts } from '../../../mocks/fixtures/treeGifts';
import { deliveryWindow } from './giftDays';
import { TreeGiftCard } from './TreeGiftCard';
import { formatDate, formatDateTime } from '../../format/date';

// The fixture world is relative to today (mocks/fixtures/clock.ts): the dates below come from it.
const giftDay = (id: string) => formatDate(treeGifts.find((g) => g.id === id)!.deliverOn);
const claimedDay = formatDateTime(treeGifts.find((g) => g.id === 'gift-mira-danke')!.claimedAt!.toISOString());

interface GiftOfProps {
  /** Which of Mira's gifts (mocks/fixtures/treeGifts.ts) to show. */
  recipientName: string;
}

/** One of the signed-in giver's gifts, from the mock world's real resolvers. */
function GiftOf({ recipientName }: GiftOfProps) {
  const data = useLazyLoadQuery<TreeGiftCardStoriesQuery>(
    graphql`
      query TreeGiftCardStoriesQuery {
        treeGifts {
          id
          recipientName
          ...TreeGiftCard_gift
        }
      }
    `,
    {},
  );
  const gift = data.treeGifts.find((g) => g.recipientName === recipientName);
  return gift ? <TreeGiftCard gift={gift} /> : <p>Kein Geschenk für {recipientName}.</p>;
}

/** A gift as its giver sees it in „Abo & Spenden“ (Mira's gifts in the mock world `withGifts`). */
const meta = {
  title: 'Funktionen/Geschenke/TreeGiftCard',
  component: GiftOf,
  args: { recipientName: 'Paul Schäfer' },
  parameters: { scenario: 'withGifts', path: '/mein-klimahain/abo-spenden' },
} satisfies Meta<typeof GiftOf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first story of a run waits for a cold mock world; a state, not a delay. */
const LOADED = { timeout: 15_000 };
const EDIT = 'Datum oder Nachricht ändern';
const DIALOG = 'Geschenk für Paul Schäfer ändern';

/**
 * A day the gift can move to whenever the stories run: the 15th of the month after next lies within today … one year
 * ahead, and is never the fixture's 24 December.
 */
function laterDay(): string {
  const [year, month] = deliveryWindow().first.split('-').map(Number);
  return new Date(Date.UTC(year, month + 1, 15)).toISOString().slice(0, 10);
}

async function card(canvasElement: HTMLElement, recipientName = 'Paul Schäfer') {
  return within(await within(canvasElement).findByRole('article', { name: `Für ${recipientName}` }, LOADED));
}

/** Opens the dialog of Paul's gift; it renders in a portal, so it is looked up in the whole page. */
async function openDialog(canvasElement: HTMLElement) {
  const gift = await card(canvasElement);
  await userEvent.click(gift.getByRole('button', { name: EDIT }));
  const dialog = within(await within(document.body).findByRole('dialog', { name: DIALOG }));
  return { gift, dialog };
}

/** Types a day (yyyy-MM-dd) into the date field, segment by segment as a user does (TT.MM.JJJJ). */
async function typeDay(dialog: ReturnType<typeof within>, day: string) {
  const [year, month, date] = day.split('-');
  await userEvent.click(dialog.getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(`${date}${month}${year}`);
}

/** Planned for Christmas, to be mailed to Paul: the giver can still change day and message. */
export const Scheduled: Story = {
  name: 'Geplant',
  play: async ({ canvasElement }) => {
    const gift = await card(canvasElement);
    await expect(gift.getByRole('heading', { level: 3, name: 'Für Paul Schäfer' })).toBeVisible();
    await expect(gift.getByText('geplant')).toBeVisible();
    await expect(
      gift.getByText(`wird am ${giftDay('gift-mira-weihnachten')} per E-Mail an paul@example.org zugestellt`),
    ).toBeVisible();
    await expect(gift.getByText('Uganda')).toBeVisible();
    await expect(gift.getByText('6 Bäume')).toBeVisible();
    await expect(gift.getByText('30 €')).toBeVisible();
    await expect(gift.getByText('Frohe Weihnachten! Diese Bäume wachsen für dich in Uganda.')).toBeVisible();
    await expect(gift.getByRole('button', { name: EDIT })).toBeEnabled();
    // The giver's own way to the certificate, also before its day.
    await expect(gift.getByRole('link', { name: 'Urkunde ansehen und drucken' })).toHaveAttribute(
      'href',
      `/geschenk/${treeGifts.find((g) => g.recipientName === 'Paul Schäfer')!.token}`,
    );
  },
};

/** Mailed to Oma Gisela, not yet taken into a Klimahain: nothing to change any more. */
export const Delivered: Story = {
  name: 'Zugestellt',
  args: { recipientName: 'Oma Gisela' },
  play: async ({ canvasElement }) => {
    const gift = await card(canvasElement, 'Oma Gisela');
    await expect(gift.getByText('zugestellt')).toBeVisible();
    await expect(
      gift.getByText(`am ${giftDay('gift-mira-geburtstag')} per E-Mail an gisela@example.org`),
    ).toBeVisible();
    await expect(gift.getByText('Borneo')).toBeVisible();
    await expect(gift.getByText('5 Bäume')).toBeVisible();
    await expect(gift.getByText('25 €')).toBeVisible();
    await expect(gift.getByText(/^Alles Liebe zum Geburtstag/)).toBeVisible();
    await expect(gift.queryByRole('button', { name: EDIT })).toBeNull();
    await expect(gift.getByRole('link', { name: 'Urkunde ansehen und drucken' })).toHaveAttribute(
      'href',
      `/geschenk/${GIFT_TOKENS.delivered}`,
    );
  },
};

/** Jonas took the trees into his Klimahain; the gift had no message and no address (printed by Mira). */
export const Claimed: Story = {
  name: 'Eingelöst',
  args: { recipientName: 'Jonas' },
  play: async ({ canvasElement }) => {
    const gift = await card(canvasElement, 'Jonas');
    await expect(gift.getByText('angenommen')).toBeVisible();
    await expect(gift.getByText(`am ${claimedDay} in den eigenen Klimahain übernommen`)).toBeVisible();
    await expect(gift.getByText('10 Bäume')).toBeVisible();
    await expect(gift.getByText('50 €')).toBeVisible();
    await expect(gift.queryByText('Deine Nachricht')).toBeNull();
    await expect(gift.queryByRole('button', { name: EDIT })).toBeNull();
  },
};

/** A new day: the dialog closes, the card shows it, a polite status says so and focus is back on the button. */
export const EditDate: Story = {
  name: 'Datum ändern',
  play: async ({ canvasElement }) => {
    const day = laterDay();
    const { gift, dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /Persönliche Nachricht/ })).toHaveValue(
      'Frohe Weihnachten! Diese Bäume wachsen für dich in Uganda.',
    );
    await typeDay(dialog, day);
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await gift.findByText('Dein Geschenk wurde geändert.')).toHaveRole('status');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(gift.getByText(`wird am ${germanDate(day)} per E-Mail an paul@example.org zugestellt`)).toBeVisible();
    await waitFor(() => expect(gift.getByRole('button', { name: EDIT })).toHaveFocus());
  },
};

/** A new message, line break and all; the day stays. */
export const EditMessage: Story = {
  name: 'Nachricht ändern',
  play: async ({ canvasElement }) => {
    const { gift, dialog } = await openDialog(canvasElement);
    const message = dialog.getByRole('textbox', { name: /Persönliche Nachricht/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Frohes Fest, Paul!{Enter}Deine Mira');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await gift.findByText('Dein Geschenk wurde geändert.')).toBeVisible();
    await expect(gift.getByText(/^Frohes Fest, Paul!\s+Deine Mira$/)).toBeVisible();
    await expect(
      gift.getByText(`wird am ${giftDay('gift-mira-weihnachten')} per E-Mail an paul@example.org zugestellt`),
    ).toBeVisible();
  },
};

/** Cancelled: nothing changes, and the next opening starts from the gift's values again. */
export const Cancel: Story = {
  name: 'Abbrechen',
  play: async ({ canvasElement }) => {
    const { gift, dialog } = await openDialog(canvasElement);
    const message = dialog.getByRole('textbox', { name: /Persönliche Nachricht/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Doch nicht');
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(gift.getByText('Frohe Weihnachten! Diese Bäume wachsen für dich in Uganda.')).toBeVisible();
    await expect(gift.queryByText('Dein Geschenk wurde geändert.')).toBeNull();
    await userEvent.click(gift.getByRole('button', { name: EDIT }));
    const again = within(await within(document.body).findByRole('dialog', { name: DIALOG }));
    await expect(again.getByRole('textbox', { name: /Persönliche Nachricht/ })).toHaveValue(
      'Frohe Weihnachten! Diese Bäume wachsen für dich in Uganda.',
    );
  },
};

/** 301 characters: refused beside the field before anything is sent; the text stays for shortening. */
export const MessageTooLong: Story = {
  name: 'Nachricht zu lang',
  play: async ({ canvasElement }) => {
    const { gift, dialog } = await openDialog(canvasElement);
    const message = dialog.getByRole('textbox', { name: /Persönliche Nachricht/ });
    const tooLong = 'ä'.repeat(301);
    await userEvent.clear(message);
    await userEvent.click(message);
    await userEvent.paste(tooLong);
    await expect(dialog.getByText('Steht auf der Urkunde. 1 Zeichen zu viel (höchstens 300).')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByText('Die Nachricht darf höchstens 300 Zeichen haben (jetzt 301).')).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue(tooLong);
    await expect(within(document.body).getByRole('dialog', { name: DIALOG })).toBeVisible();
    // Shortened by one character, it goes through.
    await userEvent.type(message, '{Backspace}');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await gift.findByText('Dein Geschenk wurde geändert.')).toBeVisible();
    await expect(gift.getByText('ä'.repeat(300))).toBeVisible();
  },
};

/** A day before today, typed: refused beside the date field before anything is sent. */
export const DayInThePast: Story = {
  name: 'Tag in der Vergangenheit',
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await typeDay(dialog, '2025-01-10');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByText('Das Geschenk kann frühestens heute zugestellt werden.')).toBeVisible();
    await expect(within(document.body).getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/**
 * A world of the story's own behind every /graphql request, still the real resolvers: the play function changes what
 * they see while the dialog is open, as the delivery job or the turn of the day would.
 */
let own: { world: ScenarioWorld; passMidnight: () => void };

function ownWorld() {
  let offsetMs = 0;
  const world = createScenarioWorld(getScenario('withGifts'), { clock: () => new Date(Date.now() + offsetMs) });
  own = { world, passMidnight: () => (offsetMs = 24 * 60 * 60 * 1000) };
}

const OWN_WORLD = {
  scenario: 'withGifts' as const,
  msw: { handlers: [http.post(GRAPHQL_URL, ({ request }) => own.world.respond(request))] },
};

/** The gift went out while the dialog was open: the server's refusal in the dialog, everything typed kept. */
export const DeliveredMeanwhile: Story = {
  name: 'Inzwischen zugestellt',
  parameters: OWN_WORLD,
  beforeEach: ownWorld,
  play: async ({ canvasElement }) => {
    const { gift, dialog } = await openDialog(canvasElement);
    const message = dialog.getByRole('textbox', { name: /Persönliche Nachricht/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Frohes Fest!');
    await own.world.server!.repos.treeGifts.markDelivered('gift-mira-weihnachten', new Date());
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Dieses Geschenk ist schon zugestellt; Datum und Nachricht bleiben, wie sie waren.',
    );
    await expect(message).toHaveValue('Frohes Fest!');
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    // The card behind the dialog has caught up: delivered, nothing left to change.
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await gift.findByText('zugestellt')).toBeVisible();
    await expect(gift.queryByRole('button', { name: EDIT })).toBeNull();
  },
};

/** Today picked just before midnight, saved just after: the server's own words beside the date field. */
export const RefusedByServer: Story = {
  name: 'Vom Server abgelehnt',
  parameters: OWN_WORLD,
  beforeEach: ownWorld,
  play: async ({ canvasElement }) => {
    const today = deliveryWindow().first;
    const { gift, dialog } = await openDialog(canvasElement);
    await typeDay(dialog, today);
    own.passMidnight();
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByText('Das Geschenk kann frühestens heute zugestellt werden.')).toBeVisible();
    await expect(dialog.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(
      gift.getByText(`wird am ${giftDay('gift-mira-weihnachten')} per E-Mail an paul@example.org zugestellt`),
    ).toBeVisible();
  },
};

/** The server cannot be reached properly (HTTP 500): a German alert in the dialog, which stays open for a retry. */
export const SaveFails: Story = {
  name: 'Speichern scheitert',
  parameters: {
    msw: {
      handlers: [
        http.post(GRAPHQL_URL, async ({ request }) => {
          const { operationName } = (await request.clone().json()) as { operationName?: string };
          if (operationName !== 'useUpdateTreeGiftMutation') return undefined;
          return new HttpResponse(SERVER_ERROR_BODY, { status: 500, headers: { 'content-type': 'text/html' } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const message = dialog.getByRole('textbox', { name: /Persönliche Nachricht/ });
    await userEvent.clear(message);
    await userEvent.type(message, 'Bis bald!');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Dein Geschenk konnte gerade nicht geändert werden. Bitte versuche es noch einmal.',
    );
    await expect(message).toHaveValue('Bis bald!');
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  },
};

/** Without the recipient's address the giver prints the certificate: the card and the dialog say so. */
export const ScheduledToPrint: Story = {
  name: 'Geplant, zum Drucken',
  parameters: OWN_WORLD,
  beforeEach: async () => {
    ownWorld();
    const { treeGifts } = own.world.server!.repos;
    const paul = (await treeGifts.findById('gift-mira-weihnachten'))!;
    await treeGifts.save({ ...paul, recipientEmail: null });
  },
  play: async ({ canvasElement }) => {
    const gift = await card(canvasElement);
    await expect(gift.getByText('geplant')).toBeVisible();
    await expect(
      gift.getByText(
        `Urkunde zum Ausdrucken für den ${giftDay('gift-mira-weihnachten')} – sie kommt per E-Mail zu dir`,
      ),
    ).toBeVisible();
    await userEvent.click(gift.getByRole('button', { name: EDIT }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: DIALOG }));
    await expect(dialog.getByText('Urkunde für den')).toBeVisible();
  },
};
