import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FootprintBoxView } from './FootprintBox';

const meta = {
  title: 'Bausteine/FootprintBox',
  component: FootprintBoxView,
  tags: ['autodocs'],
  argTypes: {
    label: {
      description:
        'Was die Zahl ist: „Meine CO₂-Bilanz“ (das Ergebnis des Rechners) oder, mit Abo, z. B. „Dein 100 % Abo bindet“ (`getFootprintDisplay`).',
      control: 'text',
    },
    tonnesPerYear: {
      description:
        'Tonnen CO₂ im Jahr; gezeigt mit einer Nachkommastelle, abgeschnitten, im Zahlenformat des Browsers.',
      control: { type: 'number', min: 0, step: 0.01 },
    },
    isAbo: {
      description: 'Die Zahl ist, was die Abos binden: ein Knopf darunter erklärt „/ Jahr“ in einem Popover.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    pending: {
      description:
        'Eine Änderung, die das Team noch bei Twingle ausführt, z. B. „Ende beantragt“: ersetzt die Frage des Knopfs.',
      control: 'inline-radio',
      options: [null, 'Ende beantragt', 'Änderung beantragt'],
      table: { defaultValue: { summary: 'null' } },
    },
  },
  args: { label: 'Meine CO₂-Bilanz', tonnesPerYear: 11.59, isAbo: false, pending: null },
  parameters: {
    docs: {
      description: {
        component:
          'Der CO₂-Kasten der breiten Kopfzeile (Spezifikation §2, §9): die Bilanz aus dem Rechner oder, mit Abo, was die Abos im Jahr binden — Zahl mit einer Nachkommastelle (abgeschnitten), „t“ und „CO₂ / Jahr“. Mit Abo erklärt ein Knopf darunter „/ Jahr“; eine beantragte Änderung steht an seiner Stelle. `FootprintBox` holt die Daten (Relay-Fragmente) und zeigt diesen Kasten.',
      },
    },
  },
} satisfies Meta<typeof FootprintBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calculator's result: „Meine CO₂-Bilanz 11,5 t CO₂ / Jahr“. */
export const Bilanz: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/Meine CO₂-Bilanz\s*11,5\s*t\s*CO₂ \/ Jahr/);
  },
};

/** With an Abo: what it binds a year, and the button that explains „/ Jahr“. */
export const MitAbo: Story = {
  name: 'Mit Abo',
  args: { label: 'Dein 100\u202f% Abo bindet', tonnesPerYear: 11.25, isAbo: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Was heißt „/ Jahr“?' })).toBeVisible();
  },
};

/** The explanation opened: the popover says the figure counts once, not every year. */
export const ErklaerungOffen: Story = {
  name: 'Erklärung offen',
  args: MitAbo.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Was heißt „/ Jahr“?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Was heißt „/ Jahr“?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(/einmal, nicht jedes Jahr/);
  },
};

/** The donor ended the Abo; the team has yet to end it at Twingle. */
export const EndeBeantragt: Story = {
  name: 'Ende beantragt',
  args: { ...MitAbo.args, pending: 'Ende beantragt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ende beantragt' })).toBeVisible();
  },
};
