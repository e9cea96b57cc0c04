import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FootprintBoxView } from './FootprintBox';
import { getFootprintDisplay, type ActiveMonthlyDonation } from './footprintLabel';
import { HeaderSecondary } from './HeaderSecondary';
import { HeaderStoryHarness } from './HeaderStoryHarness';
import { WideHeader } from './WideHeader';

/**
 * The whole header as the shell shows it, in every header status (spec §4). `parameters.scenario` picks the mock
 * world and session (Storybook preview); the wide header shows from 1024 px, so these stories run at 1280 px.
 */
const meta = {
  title: 'App-Rahmen/Kopfzeile',
  component: HeaderStoryHarness,
  parameters: { layout: 'fullscreen', scenario: 'guest' },
  globals: { viewport: { value: 'xl', isRotated: false } },
} satisfies Meta<typeof HeaderStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status `loading` while the session is being checked: logo and navigation, no secondary area. */
export const LoadingSession: Story = {
  name: 'Lädt die Sitzung',
  args: { sessionOverride: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(canvas.queryByText('Mach mit!')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  },
};

/** Status `loading` for a signed-in viewer whose data never arrives (scenario 'loading', signed in as Jonas). */
export const LoadingData: Story = {
  name: 'Lädt Daten',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mein Klimahain' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).toBeNull();
  },
};

/** Status `guest`: 'Mach mit!' with Registrieren, and Anmelden. */
export const Guest: Story = {
  name: 'Gast',
  parameters: { scenario: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mach mit!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mach mit! Registrieren' })).toHaveAttribute('href', '/registrieren');
    await expect(canvas.getByRole('link', { name: 'Spenden' })).toHaveAttribute('href', '/spenden');
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden');
  },
};

/** Status `no_footprint`: signed in, nothing calculated yet. */
export const NoFootprint: Story = {
  name: 'Ohne Fußabdruck',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).toHaveAttribute(
      'href',
      '/co2-rechner',
    );
    await expect(canvas.getByRole('button', { name: 'Mein Klimahain' })).toBeVisible();
    // Spenden is there for signed-in viewers too.
    await expect(canvas.getByRole('link', { name: 'Spenden' })).toHaveAttribute('href', '/spenden');
  },
};

/** Status `footprint` without an Abo: 'Meine CO₂-Bilanz' and the saved total. */
export const Footprint: Story = {
  name: 'Fußabdruck',
  parameters: { scenario: 'withFootprint' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Meine CO₂-Bilanz')).toBeVisible();
    await expect(canvas.getByText(/^\d+,\d$/)).toBeVisible();
    await expect(canvas.getByText('CO₂ / Jahr')).toBeVisible();
  },
};

/** The Abo's end is asked for: the label stays the spec's, the box says so, and its popover explains (issue 31). */
export const AboEndeBeantragt: Story = {
  name: 'Abo-Ende beantragt',
  parameters: { scenario: 'aboEndRequested' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dein 100 % Abo bindet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ende beantragt' }));
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Was heißt „/ Jahr“?',
    });
    await expect(popover).toHaveTextContent(/Die Zahl gilt für die Bäume, die dein Abo in einem Jahr pflanzt/);
    await expect(popover).toHaveTextContent(/unser Team beendet es bei Twingle/);
  },
};

/** Status `footprint` with an active 100 % Abo: what the Abo binds per year. */
export const FootprintWithSubscription: Story = {
  name: 'Fußabdruck mit Abo',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  parameters: { scenario: 'withSubscription' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dein 100 % Abo bindet')).toBeVisible();
    await expect(canvas.getByText(/^\d+,\d$/)).toBeVisible();
  },
};

/** The account menu opened: the viewer's name, the five account pages and Abmelden. */
export const AccountMenuOpen: Story = {
  name: 'Kontomenü offen',
  parameters: { scenario: 'withFootprint' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mein Klimahain' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Übersicht',
      'Pflanzbuch',
      'Baumdepot',
      'Abo & Spenden',
      'Klimahain-Konto',
      'Abmelden',
    ]);
  },
};

/**
 * The server fails (HTTP 500, signed in as Jonas): logo and navigation stay, no status, and the account menu still
 * works (without the name).
 */
export const ServerError: Story = {
  name: 'Serverfehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Mein Klimahain' })).toBeVisible();
    await expect(canvas.queryByText('CO₂ / Jahr')).toBeNull();
  },
};

/** On a project page the main link "Projekte" is active (also below /projekte). */
export const ActiveProjectsLink: Story = {
  name: 'Link zu aktiven Projekten',
  parameters: { scenario: 'guest', path: '/projekte/uganda' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Hauptnavigation' }));
    await expect(nav.getByRole('link', { name: 'Projekte' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'CO₂-Rechner' })).not.toHaveAttribute('aria-current');
  },
};

// ── Label variants no scenario reaches: the wide header with a footprint box from props ──────────────────────

const FOOTPRINT_T = 11.2;

function renderWithAbos(activeMonthly: ActiveMonthlyDonation[]) {
  return (
    <WideHeader
      secondary={
        <HeaderSecondary
          status="footprint"
          footprint={<FootprintBoxView {...getFootprintDisplay(FOOTPRINT_T, activeMonthly)} />}
          user={null}
          onSignOut={fn()}
        />
      }
    />
  );
}

const labelStory = (activeMonthly: ActiveMonthlyDonation[], label: string, value: string): Story => ({
  render: () => renderWithAbos(activeMonthly),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(label)).toBeVisible();
    await expect(canvas.getByText(value)).toBeVisible();
  },
});

/** 4 trees a month × 0.15 t × 12 = 7,2 t. */
export const Label50PercentAbo = labelStory(
  [{ donationType: 'percent_050', treeUnitsRequested: 4 }],
  'Dein 50 % Abo bindet',
  '7,2',
);
Label50PercentAbo.name = 'Kennzahl bei 50-%-Abo';

/** 7 trees a month: 12,6 t. */
export const Label100PercentAbo = labelStory(
  [{ donationType: 'percent_100', treeUnitsRequested: 7 }],
  'Dein 100 % Abo bindet',
  '12,6',
);
Label100PercentAbo.name = 'Kennzahl bei 100-%-Abo';

/** 10 trees a month: 18,0 t. */
export const Label150PercentAbo = labelStory(
  [{ donationType: 'percent_150', treeUnitsRequested: 10 }],
  'Dein 150 % Abo bindet',
  '18,0',
);
Label150PercentAbo.name = 'Kennzahl bei 150-%-Abo';

/** A Wunschabo of 2 trees a month: 3,6 t. */
export const LabelCustomAbo = labelStory(
  [{ donationType: 'custom_abo', treeUnitsRequested: 2 }],
  'Dein Abo bindet',
  '3,6',
);
LabelCustomAbo.name = 'Kennzahl bei eigenem Abo';

/** Two Abos together: 9 trees a month, 16,2 t. */
export const LabelSeveralAbos = labelStory(
  [
    { donationType: 'percent_100', treeUnitsRequested: 7 },
    { donationType: 'custom_abo', treeUnitsRequested: 2 },
  ],
  'Deine Abos binden',
  '16,2',
);
LabelSeveralAbos.name = 'Kennzahl bei mehreren Abos';

/** No Abo: the footprint itself, truncated (11,59 → 11,5). */
export const LabelOwnFootprint: Story = {
  name: 'Kennzahl eigener Fußabdruck',
  render: () => (
    <WideHeader
      secondary={
        <HeaderSecondary
          status="footprint"
          footprint={<FootprintBoxView label="Meine CO₂-Bilanz" tonnesPerYear={11.59} />}
          user={null}
        />
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('11,5')).toBeVisible();
  },
};
