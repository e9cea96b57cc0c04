import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentSettingsButton } from './ConsentSettingsButton';

/**
 * „Cookie-Einstellungen“ as in the footer, with the real consent library (loaded on the first press): the German
 * settings dialog with the two categories; „Nur notwendige“ stores the choice and closes it.
 */
const meta = {
  title: 'Funktionen/Einwilligung/ConsentSettingsButton',
  component: ConsentSettingsButton,
} satisfies Meta<typeof ConsentSettingsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensSettings: Story = {
  name: 'Öffnet die Einstellungen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-Einstellungen' }));
    const page = within(document.body);
    // The library's chunk loads on the first press; it has the consent manager's time-out to arrive.
    const dialog = await page.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await waitFor(() => expect(dialog).toBeVisible());
    const settings = within(dialog);
    // The story tests' Chromium has reduced motion: the library shows the dialog without its transition, and a role
    // query right after it found the heading and the categories not yet in the accessibility tree — wait for them.
    await expect(await settings.findByRole('heading', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(dialog).toHaveTextContent(/Notwendig.*Immer aktiv/);
    await expect(await settings.findByRole('button', { name: /Statistik/ })).toBeVisible();
    await expect(settings.getByText(/keine Statistik eingerichtet/)).toBeInTheDocument();
    await userEvent.click(settings.getByRole('button', { name: 'Nur notwendige' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(document.cookie).toContain('cc_cookie=');
  },
};
