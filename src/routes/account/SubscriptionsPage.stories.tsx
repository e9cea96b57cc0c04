import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SubscriptionsPage } from './SubscriptionsPage';

/** /mein-klimahain/abo-spenden against the mock world (the real schema and resolvers over fixtures). */
const meta = {
  title: 'Routes/Account/SubscriptionsPage',
  component: SubscriptionsPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/abo-spenden' },
} satisfies Meta<typeof SubscriptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The first story of a run waits for a cold mock world; a state, not a delay. */
const LOADED = { timeout: 15_000 };

/** Jonas: a running 100 % Abo, an ended Wunschabo. */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const running = within(await canvas.findByRole('region', { name: 'Laufende Abos' }, LOADED));
    await expect(running.getByRole('heading', { level: 3, name: /100% Abo/ })).toBeVisible();
    await expect(running.getByText('35 € im Monat')).toBeVisible();
    await expect(running.getByText('7 Bäume im Monat')).toBeVisible();
    await expect(running.getByText('02.03.2025')).toBeVisible();
    await expect(running.getByRole('link', { name: 'Abo beenden' })).toHaveAttribute(
      'href',
      '/mein-klimahain/abo-beenden?abo=donation-jonas-abo',
    );
    const ended = within(canvas.getByRole('region', { name: 'Spenden und beendete Abos' }));
    await expect(ended.getByRole('heading', { level: 3, name: /Wunschabo/ })).toBeVisible();
    await expect(ended.getByText('20.02.2025')).toBeVisible();
    await expect(ended.queryByRole('link', { name: 'Abo beenden' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Du hast gerade kein laufendes Abo/, {}, LOADED)).toBeVisible();
    await expect(canvas.getByText('Hier erscheinen deine einmaligen Spenden und beendete Abos.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'jetzt ein Abo abschließen' })).toHaveAttribute('href', '/spenden');
  },
};

export const Loading: Story = {
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Deine Abos und Spenden werden geladen …',
    );
  },
};

export const LoadError: Story = {
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Dieser Inhalt konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Abo und Spenden' })).toBeVisible();
  },
};

/** Zuwendungsbestätigungen: a PDF per paid gift; the past year's Sammelbestätigung then covers that year's gifts. */
export const Receipts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipts = within(await canvas.findByRole('region', { name: 'Zuwendungsbestätigungen' }, LOADED));
    await userEvent.click(
      receipts.getByRole('button', { name: /^PDF Zuwendungsbestätigung für 100% Abo vom 02\.11\.2026 über 35\s€$/ }),
    );
    await expect(await receipts.findByRole('status', {}, LOADED)).toHaveTextContent(
      /^Zuwendungsbestätigung KH-\d{4}-000001 heruntergeladen\.$/,
    );
    await userEvent.click(receipts.getByRole('button', { name: 'Sammelbestätigung 2025 (PDF)' }));
    await expect(
      await receipts.findByText(/^Zuwendungsbestätigung KH-\d{4}-000002 heruntergeladen\.$/, {}, LOADED),
    ).toBeVisible();
    await expect(
      (await receipts.findAllByText(/^in Sammelbestätigung KH-\d{4}-000002$/, {}, LOADED)).length,
    ).toBeGreaterThan(0);
  },
};

/** Empty: a new donor has nothing to confirm yet. */
export const ReceiptsEmpty: Story = {
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
