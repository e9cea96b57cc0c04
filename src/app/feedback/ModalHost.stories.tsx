import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeModal, openModal } from './modal';

/** A page with a button that opens the global modal; the host that renders it is mounted by every story's world, as AppShell mounts it in the app. */
function ModalDemo() {
  return (
    <div style={{ padding: '2rem' }}>
      <p>Wie viel CO₂ bindet ein Baum?</p>
      <Button
        onPress={() =>
          openModal({
            title: 'Wie viel CO₂ bindet ein Baum?',
            content: (
              <>
                <p>
                  Wir rechnen mit 0,15 t CO₂ pro Baum über seine Wachstumszeit. Ein Baum kostet ungefähr 5 € – auf
                  Borneo wie in Uganda.
                </p>
                <p>Bäume binden CO₂ über viele Jahre. Sie machen dich nicht von heute auf morgen klimaneutral.</p>
              </>
            ),
          })
        }
      >
        Erklärung öffnen
      </Button>
    </div>
  );
}

const meta = {
  title: 'App-Rahmen/Rückmeldungen/Modal',
  component: ModalDemo,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => closeModal,
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opened with the button: heading, text and the close button; focus is inside. */
export const Offen: Story = {
  name: 'Offen',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erklärung öffnen' }));
    const dialog = await body().findByRole('dialog', { name: 'Wie viel CO₂ bindet ein Baum?' });
    // Visible once it has faded in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/0,15 t CO₂ pro Baum/)).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** „Schließen“ closes it and focus goes back to the button that opened it. */
export const MitSchliessenKnopf: Story = {
  name: 'Mit Schließen-Knopf',
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Erklärung öffnen' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const MitEscape: Story = {
  name: 'Mit Escape',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erklärung öffnen' }));
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
