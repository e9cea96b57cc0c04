import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSeed } from '../../../mocks/fixtures/seed';
import { GIFT_TOKENS, treeGifts } from '../../../mocks/fixtures/treeGifts';
import { USER_IDS } from '../../../mocks/fixtures/users';
import { createScenarioWorld, GRAPHQL_URL, SERVER_ERROR_BODY, type ScenarioWorld } from '../../../mocks/handlers';
import { getScenario } from '../../../mocks/scenarios/list';
import { badInput } from '../../../server/core/errors';
import { pageByInternal } from '../../content/routes';
import { returnTarget } from '../../features/auth/returnTarget';
import { GiftCertificatePage } from './GiftCertificatePage';
import { formatDate } from '../../format/date';

// The fixture world is relative to today (mocks/fixtures/clock.ts): the dates below come from it.
const giftDay = (id: string) => formatDate(treeGifts.find((g) => g.id === id)!.deliverOn);

const certificatePath = (token: string) => `/geschenk/${token}`;
const DELIVERED = certificatePath(GIFT_TOKENS.delivered);
const CLAIMED = certificatePath(GIFT_TOKENS.claimed);
const SCHEDULED = certificatePath(treeGifts.find((g) => g.state === 'SCHEDULED')!.token);

/** Where the sign-up or sign-in page would lead back to: the state the certificate's links carried. */
function ReturnProbe({ page }: { page: string }) {
  return (
    <p>
      {page}, danach zurück zu {returnTarget(useLocation().state, 'keiner Seite')}
    </p>
  );
}

/**
 * /geschenk/{token} against the mock world (the real schema and resolvers over Mira's three gifts). The story's router
 * has the page's own route, so the token comes from the address as in the app; the auth pages are stand-ins that
 * show where they would return to.
 */
const meta = {
  title: 'Seiten/Geschenkurkunde',
  component: GiftCertificatePage,
  render: () => (
    <Routes>
      <Route path={pageByInternal('/gift/{token}').path} element={<GiftCertificatePage />} />
      <Route path="/registrieren" element={<ReturnProbe page="Registrieren" />} />
      <Route path="/anmelden" element={<ReturnProbe page="Anmelden" />} />
    </Routes>
  ),
  parameters: { scenario: 'giftRecipient', path: DELIVERED },
} satisfies Meta<typeof GiftCertificatePage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The first story of a run waits for a cold mock world; a state, not a delay. */
const LOADED = { timeout: 15_000 };

const CLAIM_BUTTON = 'In meinen Klimahain übernehmen';

/** Answers the claim mutation itself; every other request goes to the scenario's world. */
const claimAnswers = (answer: () => Response) => ({
  msw: { handlers: [graphql.mutation('useClaimTreeGiftMutation', answer)] },
});

/** Oma Gisela opens the link from her mail, without an account: the certificate, and how to take the trees. */
export const Guest: Story = {
  name: 'Gast',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const certificate = within(await canvas.findByRole('region', { name: 'Urkunde' }, LOADED));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ein Baumgeschenk' })).toBeVisible();
    await expect(certificate.getByText('Oma Gisela')).toBeVisible();
    await expect(certificate.getByText('von Mira Schäfer')).toBeVisible();
    await expect(
      certificate.getByText(
        'Alles Liebe zum Geburtstag – für jedes Jahr ein Baum wäre zu viel, aber fünf sind ein Anfang.',
      ),
    ).toBeVisible();
    await expect(certificate.getByText('Klimahain')).toBeVisible();
    await expect(certificate.getByText('5 Bäume auf Borneo (Indonesien)')).toBeVisible();
    await expect(certificate.getByText('Über ihr Wachstum binden sie rund 750 kg CO₂.')).toBeVisible();
    // To print (the page's print stylesheet prints the sheet alone) or to save as PDF, by the same token.
    await expect(canvas.getByRole('button', { name: 'Urkunde drucken' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Als PDF herunterladen' })).toHaveAttribute(
      'href',
      `${DELIVERED}/Baum-Urkunde.pdf`,
    );
    await expect(certificate.getByText(giftDay('gift-mira-geburtstag')).closest('p')).toHaveTextContent(
      `Geschenkt am ${giftDay('gift-mira-geburtstag')}`,
    );
    await expect(canvasElement).not.toHaveTextContent(/klimaneutral/i);
    await expect(certificate.getByRole('heading', { level: 3, name: 'Wo die Bäume wachsen' })).toBeVisible();
    await expect(
      certificate.getByText(
        'Die Bäume werden in den nächsten Monaten gepflanzt. Sobald sie in der Erde sind, siehst du hier ihre Fläche.',
      ),
    ).toBeVisible();

    await expect(
      certificate.getByText('Lege ein kostenloses Konto an, dann wachsen diese Bäume in deinem eigenen Klimahain.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ich habe schon ein Konto – anmelden' })).toHaveAttribute(
      'href',
      '/anmelden',
    );
    await expect(canvas.queryByRole('button', { name: CLAIM_BUTTON })).toBeNull();
    const register = canvas.getByRole('link', { name: 'Konto anlegen und Bäume übernehmen' });
    await expect(register).toHaveAttribute('href', '/registrieren');
    await userEvent.click(register);
    await expect(await canvas.findByText(`Registrieren, danach zurück zu ${DELIVERED}`)).toBeVisible();
  },
};

/** With an account already: signing in leads back to the certificate as well. */
export const GuestSignsIn: Story = {
  name: 'Gast meldet sich an',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Ich habe schon ein Konto – anmelden' }, LOADED));
    await expect(await canvas.findByText(`Anmelden, danach zurück zu ${DELIVERED}`)).toBeVisible();
  },
};

/** Mira looks at the gift she gave: no button, the recipient takes the trees with her own account. */
export const Giver: Story = {
  name: 'Schenkende Person',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  parameters: { scenario: 'withGifts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Das ist dein Geschenk. Oma Gisela kann die Bäume mit einem eigenen Konto übernehmen.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('von Mira Schäfer')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CLAIM_BUTTON })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Konto anlegen und Bäume übernehmen' })).toBeNull();
  },
};

/** Jonas, signed in, takes the delivered trees: the server records it and the page says so, with the way on. */
export const Claim: Story = {
  name: 'Einlösen',
  parameters: { scenario: 'giftClaimer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: CLAIM_BUTTON }, LOADED);
    await expect(canvas.queryByRole('link', { name: 'Konto anlegen und Bäume übernehmen' })).toBeNull();
    await userEvent.click(button);
    const done = await canvas.findByRole('status', {}, LOADED);
    await expect(done).toHaveTextContent(/^Die Bäume sind jetzt in deinem Klimahain\.Zu deiner Übersicht$/);
    await expect(within(done).getByRole('link', { name: 'Zu deiner Übersicht' })).toHaveAttribute(
      'href',
      '/mein-klimahain/uebersicht',
    );
    await expect(canvas.queryByRole('button', { name: CLAIM_BUTTON })).toBeNull();
    // The button is gone: focus moved to the message that replaced it.
    await waitFor(() => expect(done.parentElement).toHaveFocus());
  },
};

/** Jonas opens the gift he took earlier: the claimed state, and where the trees are planted (or that they soon will be). */
export const ClaimedByViewer: Story = {
  name: 'Selbst eingelöst',
  parameters: { scenario: 'giftClaimer', path: CLAIMED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = (await canvas.findByText('Die Bäume sind jetzt in deinem Klimahain.', {}, LOADED)).closest(
      '[role="status"]',
    );
    await expect(within(done as HTMLElement).getByRole('link', { name: 'Zu deiner Übersicht' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CLAIM_BUTTON })).toBeNull();
    const certificate = within(canvas.getByRole('region', { name: 'Urkunde' }));
    await expect(certificate.getByText('Jonas')).toBeVisible();
    await expect(certificate.getByText('10 Bäume auf Borneo (Indonesien)')).toBeVisible();
    await expect(certificate.getByText('Über ihr Wachstum binden sie rund 1,5 t CO₂.')).toBeVisible();
    await expect(certificate.getByText(giftDay('gift-mira-danke')).closest('p')).toHaveTextContent(
      `Geschenkt am ${giftDay('gift-mira-danke')}`,
    );
    // No message was written: no empty quote.
    await expect(canvasElement.querySelector('blockquote')).toBeNull();
    // Mira's order is being planted (mocks/fixtures): on a plot once its day has come, else not yet.
    const allocation = fixtureSeed.plotAllocations.find((a) => a.treeProviderDonationId === 'order-mira-planting');
    if (allocation) {
      const plot = fixtureSeed.plots.find((p) => p.plotId === allocation.plotId)!;
      const card = within(certificate.getByRole('article', { name: /, Fläche \d+$/ }));
      await expect(card.getByText(`${allocation.treeCount} Bäume`)).toBeVisible();
      await expect(card.getByText(new RegExp(`gepflanzt am ${formatDate(plot.plantedAt)}$`))).toBeVisible();
    } else {
      await expect(
        certificate.getByText(
          'Die Bäume werden in den nächsten Monaten gepflanzt. Sobald sie in der Erde sind, siehst du hier ihre Fläche.',
        ),
      ).toBeVisible();
      await expect(certificate.queryByRole('article')).toBeNull();
    }
  },
};

/** Someone else took the trees already: a guest opening the link learns so and is not asked to sign up. */
export const ClaimedBySomeoneElse: Story = {
  name: 'Von jemand anderem eingelöst',
  parameters: { path: CLAIMED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Diese Bäume hat schon jemand in seinen Klimahain übernommen.', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Konto anlegen und Bäume übernehmen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: CLAIM_BUTTON })).toBeNull();
  },
};

/** The server refuses (here: taken meanwhile in another tab): its German words in an alert, the button stays. */
export const ClaimRefused: Story = {
  name: 'Einlösen abgelehnt',
  parameters: {
    scenario: 'giftClaimer',
    ...claimAnswers(() =>
      HttpResponse.json({
        data: null,
        errors: [badInput({ token: 'Diese Bäume hat schon jemand in seinen Klimahain übernommen.' }).toJSON()],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: CLAIM_BUTTON }, LOADED));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Diese Bäume hat schon jemand in seinen Klimahain übernommen.',
    );
    await expect(canvas.getByRole('button', { name: CLAIM_BUTTON })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Someone took the trees while the page was open: the refusal, then the page as it stands now — no button. */
export const ClaimedMeanwhile: Story = {
  name: 'Inzwischen eingelöst',
  parameters: {
    scenario: 'giftClaimer',
    path: DELIVERED,
    msw: { handlers: [http.post(GRAPHQL_URL, ({ request }) => meanwhile.respond(request))] },
  },
  beforeEach: () => {
    meanwhile = createScenarioWorld(getScenario('giftClaimer'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: CLAIM_BUTTON }, LOADED);
    const repos = meanwhile.server!.repos;
    const gift = (await repos.treeGifts.findByToken(GIFT_TOKENS.delivered))!;
    await repos.treeGifts.save({ ...gift, state: 'CLAIMED', claimedAt: new Date(), claimedByUserId: USER_IDS.newUser });
    await userEvent.click(button);
    await expect(
      await canvas.findByText('Diese Bäume hat schon jemand in seinen Klimahain übernommen.', {}, LOADED),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: CLAIM_BUTTON })).toBeNull());
  },
};

/** The world behind ClaimedMeanwhile's requests (the real resolvers), which its play function changes. */
let meanwhile: ScenarioWorld;

/** The claim cannot reach the server properly (HTTP 500): a general German message, to try again. */
export const ClaimFails: Story = {
  name: 'Einlösen scheitert',
  parameters: {
    scenario: 'giftClaimer',
    msw: {
      handlers: [
        http.post(GRAPHQL_URL, async ({ request }) => {
          const { operationName } = (await request.clone().json()) as { operationName?: string };
          if (operationName !== 'useClaimTreeGiftMutation') return undefined;
          return new HttpResponse(SERVER_ERROR_BODY, { status: 500, headers: { 'content-type': 'text/html' } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: CLAIM_BUTTON }, LOADED));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Bäume konnten gerade nicht übernommen werden. Bitte versuche es gleich noch einmal.',
    );
    await expect(canvas.getByRole('button', { name: CLAIM_BUTTON })).toBeEnabled();
  },
};

/** A link that leads nowhere (mistyped, or from an old mail): say so and offer the way home. */
export const UnknownToken: Story = {
  name: 'Unbekannter Token',
  parameters: { path: certificatePath('gibt-es-nicht-Xy12Zq34Wv56Ut78') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Diese Urkunde gibt es nicht (mehr) – prüfe bitte den Link aus deiner E-Mail.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ein Baumgeschenk' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Urkunde' })).toBeNull();
  },
};

/**
 * Mira follows her own link to the gift planned for Christmas (issue 33 §3): before its day only she sees the
 * certificate — to look at it, print it or save it as PDF.
 */
export const GiverBeforeDelivery: Story = {
  name: 'Schenkende Person vor der Zustellung',
  tags: ['co2'],
  parameters: { scenario: 'withGifts', path: SCHEDULED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `Das ist dein Geschenk, geplant für den ${giftDay('gift-mira-weihnachten')}. Bis dahin siehst nur du diese Urkunde; danach kann Paul Schäfer die Bäume mit einem eigenen Konto übernehmen.`,
        {},
        LOADED,
      ),
    ).toBeVisible();
    const certificate = within(canvas.getByRole('region', { name: 'Urkunde' }));
    await expect(certificate.getByText('Paul Schäfer')).toBeVisible();
    await expect(certificate.getByText('6 Bäume in Uganda')).toBeVisible();
    await expect(certificate.getByText('Über ihr Wachstum binden sie rund 900 kg CO₂.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Als PDF herunterladen' })).toHaveAttribute(
      'href',
      `${SCHEDULED}/Baum-Urkunde.pdf`,
    );
    await expect(canvas.queryByRole('button', { name: CLAIM_BUTTON })).toBeNull();
  },
};

/** A gift whose day has not come shows nothing of it yet, even to someone who has the link. */
export const NotYetDelivered: Story = {
  name: 'Noch nicht zugestellt',
  parameters: { path: SCHEDULED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Diese Urkunde gibt es nicht (mehr) – prüfe bitte den Link aus deiner E-Mail.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Paul Schäfer/)).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Die Urkunde wird geladen …');
  },
};

export const LoadError: Story = {
  name: 'Ladefehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Dieser Inhalt konnte nicht geladen werden.' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ein Baumgeschenk' })).toBeVisible();
  },
};
