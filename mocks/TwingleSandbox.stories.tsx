import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TwingleSandboxProbe } from './TwingleSandboxProbe';

/**
 * The Twingle sandbox widget inside the mock world: Vite serves the widget, MSW answers its payment with the same push
 * core as the Node server, and the donation lands in the story's memory repositories.
 */
const meta = {
  title: 'Mock-Welt/Twingle-Sandbox',
  component: TwingleSandboxProbe,
  parameters: { scenario: 'guest' },
} satisfies Meta<typeof TwingleSandboxProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ZahlungBisZurBuchung: Story = {
  name: 'Zahlung bis zur Buchung',
  play: async ({ canvas }) => {
    const frame = (await canvas.findByTitle('Spendenformular (Sandbox)', {}, { timeout: 20_000 })) as HTMLIFrameElement;
    // The widget is loaded once its script has filled in the preset amount.
    const submit = await waitFor(
      () => {
        const doc = frame.contentDocument!;
        expect((doc.getElementById('amount') as HTMLInputElement).value).toBe('25');
        return doc.getElementById('submit') as HTMLButtonElement;
      },
      { timeout: 20_000 },
    );
    submit.click();
    await expect(
      await canvas.findByText(
        'Verbucht: 25,00 € einmalig',
        { normalizer: (t) => t.replace(/\s+/g, ' ') },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Nachrichten des Widgets' });
    await expect(log).toHaveTextContent('geturl');
    await expect(log).toHaveTextContent('donationFinished');
    await expect(frame.contentDocument!.getElementById('thanks-title')).toHaveTextContent('Vielen Dank!');
  },
};
