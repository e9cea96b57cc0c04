import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Bausteine/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  argTypes: {
    trigger: { description: 'Die Schaltfläche, die den Dialog öffnet, z. B. „Abo beenden …“.', control: 'text' },
    title: { description: 'Die Frage als Titel des Dialogs.', control: 'text' },
    children: { description: 'Was das Bestätigen bewirkt, in einfachen Worten.', control: 'text' },
    cancelLabel: { description: 'Beschriftung zum Abbrechen.', control: 'text' },
    confirmLabel: { description: 'Beschriftung der gefährlichen Aktion.', control: 'text' },
    busyLabel: { description: 'Beschriftung, solange die Arbeit läuft, z. B. „Wird beendet …“.', control: 'text' },
    busyMessage: { description: 'Die Meldung des Ladeschleiers (mindestens 1000 ms).', control: 'text' },
    busy: { description: 'Die Arbeit läuft: Dialog bleibt offen, Abbrechen gesperrt.', control: 'boolean' },
    error: { description: 'Deutsche Meldung des letzten Fehlschlags, im Dialog gezeigt.', control: 'text' },
    onConfirm: { description: 'Tut die Arbeit; ruft `close`, wenn sie gelang.' },
  },
  args: {
    trigger: 'Abo beenden …',
    title: 'Abo wirklich beenden?',
    children: 'Dein Abo endet zum Ende des Monats. Bereits gepflanzte Bäume bleiben deine.',
    cancelLabel: 'Abbrechen',
    confirmLabel: 'Abo beenden',
    busyLabel: 'Wird beendet …',
    busyMessage: 'Dein Abo wird beendet …',
    busy: false,
    error: null,
    onConfirm: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Eine unumkehrbare Aktion hinter einer Frage im globalen Dialog der App (als alertdialog): Der Fokus wandert hinein und zurück, „Schließen“, Escape oder ein Klick daneben brechen ab, ein Fehler bleibt im Dialog neben den Schaltflächen.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button that asks. */
export const Geschlossen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Abo beenden …' })).toBeVisible();
  },
};

/** Opened: the question with both answers; confirming calls onConfirm. */
export const Offen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abo beenden …' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abo wirklich beenden?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abo beenden' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The work failed: the German error stays in the dialog for another try. */
export const MitFehler: Story = {
  name: 'Mit Fehler',
  args: { error: 'Das Abo konnte gerade nicht beendet werden. Bitte versuche es gleich noch einmal.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abo beenden …' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abo wirklich beenden?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('nicht beendet werden');
  },
};
