import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/Button';
import { closeModal, openModal, type ModalOptions } from './modal';

interface ModalOpenerProps extends Omit<ModalOptions, 'content'> {
  /** The body as text (in the app any React content, or a function that gets `close`). */
  content: string;
}

/** A button that calls openModal() with the story's args; the host that shows it is part of every story's world. */
function ModalOpener({ content, ...options }: ModalOpenerProps) {
  return (
    <Button variant="secondary" onPress={() => openModal({ ...options, content: <p>{content}</p> })}>
      Erklärung öffnen
    </Button>
  );
}

const meta = {
  title: 'Bausteine/Modal',
  component: ModalOpener,
  tags: ['autodocs'],
  argTypes: {
    title: { description: 'Die Überschrift des Dialogs, zugleich sein Name für Screenreader.', control: 'text' },
    content: {
      description: 'Der Inhalt; in der App beliebiges React oder eine Funktion, die `close` für eigene Knöpfe bekommt.',
      control: 'text',
    },
    role: {
      description: '`alertdialog` für eine Frage vor etwas Unumkehrbarem (so öffnet ihn `ConfirmDialog`).',
      control: 'inline-radio',
      options: ['dialog', 'alertdialog'],
      table: { type: { summary: "'dialog' | 'alertdialog'" }, defaultValue: { summary: 'dialog' } },
    },
    isDismissable: {
      description:
        '`false`, solange im Dialog gestartete Arbeit läuft: Escape, Klick daneben und „Schließen“ tun nichts.',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    onClose: { description: 'Einmal gerufen, wenn der Dialog schließt — wie auch immer.' },
  },
  args: {
    title: 'Wie viel CO₂ bindet ein Baum?',
    content:
      'Wir rechnen mit 0,15 t CO₂ pro Baum über seine Wachstumszeit. Ein Baum kostet ungefähr 5 € – auf Borneo wie in Uganda.',
    role: 'dialog',
    isDismissable: true,
    onClose: fn(),
  },
  beforeEach: () => closeModal,
  parameters: {
    docs: {
      description: {
        component:
          'Der eine globale Dialog der App: `openModal({ title, content })` öffnet ihn von überall (`src/app/feedback/modal.ts`), `<ModalHost>` im App-Rahmen zeigt ihn (react-aria `Modal` + `Dialog`). Der Fokus wandert hinein, bleibt drin und kehrt zurück; die Seite scrollt nicht; Escape, ein Klick daneben und „Schließen“ schließen ihn. `ConfirmDialog` ist die Frage vor Unumkehrbarem in diesem Dialog.',
      },
    },
  },
} satisfies Meta<typeof ModalOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opened: title, text and „Schließen“; focus inside. */
export const Offen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erklärung öffnen' }));
    const dialog = await body().findByRole('dialog', { name: 'Wie viel CO₂ bindet ein Baum?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Work runs in it: „Schließen“ is locked, Escape does nothing. */
export const NichtSchliessbar: Story = {
  name: 'Nicht schließbar',
  args: { title: 'Dein Abo wird beendet', content: 'Einen Moment bitte …', isDismissable: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erklärung öffnen' }));
    const dialog = await body().findByRole('dialog', { name: 'Dein Abo wird beendet' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: 'Dein Abo wird beendet' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** „Schließen“ closes it, onClose runs once and focus returns to the button. */
export const Geschlossen: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Erklärung öffnen' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
