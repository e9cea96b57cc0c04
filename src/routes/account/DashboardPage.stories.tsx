import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardPage } from './DashboardPage';
import { fixtureSeed } from '../../../mocks/fixtures/seed';
import { USER_IDS } from '../../../mocks/fixtures/users';

// The fixture world is relative to today (mocks/fixtures/clock.ts): Jonas's trees on plots so far.
const jonasPlantedTrees = fixtureSeed.plotAllocations
  .filter((a) => a.userId === USER_IDS.withSubscription)
  .reduce((sum, a) => sum + a.treeCount, 0);

/** /mein-klimahain/uebersicht against the mock world. */
const meta = {
  title: 'Seiten/Konto/Übersicht',
  component: DashboardPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/uebersicht' },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/** Jonas: his planted trees (mocks/fixtures: one order a month, planted season by season), a 100 % Abo of 7 trees a month (12,6 t a year, 109 % of 11,5 t), orders in German. */
export const Standard: Story = {
  name: 'Standard',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const glance = within(await canvas.findByRole('region', { name: 'Auf einen Blick' }, LOADED));
    await expect(glance.getByText('gepflanzte Bäume').closest('div')).toHaveTextContent(String(jonasPlantedTrees));
    await expect(glance.getByText('laufendes Abo').closest('div')).toHaveTextContent('1');
    await expect(
      glance.getByText(
        /^100\s% Abo: Dein Abo pflanzt im Jahr 84 Bäume\. Über ihr Wachstum binden sie rund 12,6 t CO₂ – so viel, wie du in einem Jahr verursachst \(109 %\)\./,
      ),
    ).toBeVisible();
    const orders = within(canvas.getByRole('region', { name: 'Deine letzten Bestellungen' }));
    await expect(orders.getAllByRole('listitem')).toHaveLength(5);
    await expect(orders.getAllByText('Gespendet')[0]).toBeVisible();
    await expect(orders.getByText('Beim Pflanzpartner')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Weitere Bäume pflanzen' })).toHaveAttribute('href', '/spenden');
  },
};

/** A new account: nothing planted, no Abo, no footprint — the next steps say what to do; „Später“ hides the hint. */
export const Empty: Story = {
  name: 'Leer',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Du hast noch nicht gespendet. Mit rund 5 € pflanzt du einen Baum.', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).toHaveAttribute(
      'href',
      '/co2-rechner',
    );
    await expect(canvas.getByRole('link', { name: 'Abo abschließen oder spenden' })).toBeVisible();
    const hint = within(canvas.getByRole('region', { name: 'Vervollständige dein Profil' }));
    await expect(hint.getByRole('link', { name: 'Profil vervollständigen' })).toHaveAttribute(
      'href',
      '/mein-klimahain/profil-bearbeiten',
    );
    await userEvent.click(hint.getByRole('button', { name: 'Später' }));
    await waitFor(
      () => expect(canvas.queryByRole('region', { name: 'Vervollständige dein Profil' })).toBeNull(),
      LOADED,
    );
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Deine Übersicht wird geladen …');
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  },
};

/** Jonas ended his Abo an hour ago: the overview says the team ends it at Twingle by a named day (issue 31 §2). */
export const AboEndeBeantragt: Story = {
  name: 'Abo-Ende beantragt',
  parameters: { scenario: 'aboEndRequested' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const glance = within(await canvas.findByRole('region', { name: 'Auf einen Blick' }, LOADED));
    await expect(
      glance.getByText(
        /Du hast dein 100\s% Abo beendet; unser Team beendet es bei Twingle bis spätestens \d\d\.\d\d\.\d{4}\./,
      ),
    ).toBeVisible();
  },
};
