import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Bausteine/Button',
  component: Button,
  tags: ['autodocs'],
  argTypes: {
    children: {
      description: 'Die Beschriftung: ein Verb, das sagt, was passiert („Spenden“, „Speichern“).',
      control: 'text',
    },
    variant: {
      description: '`primary` für die Hauptaktion einer Seite, `secondary` daneben, `danger` für Unumkehrbares.',
      control: 'inline-radio',
      options: ['primary', 'secondary', 'danger'],
      table: { type: { summary: "'primary' | 'secondary' | 'danger'" }, defaultValue: { summary: 'primary' } },
    },
    type: {
      description: '`submit` schickt das umgebende Formular ab.',
      control: 'inline-radio',
      options: ['button', 'submit'],
      table: { type: { summary: "'button' | 'submit'" }, defaultValue: { summary: 'button' } },
    },
    isPending: {
      description: 'Die Anfrage läuft: gesperrt und als beschäftigt markiert, ein zweiter Klick sendet nie doppelt.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    isDisabled: {
      description: 'Gerade nicht verfügbar.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    onPress: { description: 'Wird bei Klick, Tippen, Enter oder Leertaste gerufen.' },
    slot: { description: 'react-aria-Slot, z. B. `close` in einem Dialog.', control: false },
  },
  args: { children: 'Spenden', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Die Schaltfläche der App (react-aria `Button`): drei Varianten, ein sichtbarer Fokusring für die Tastatur und `isPending`, solange ihre Anfrage läuft — dann ist sie gesperrt und als beschäftigt markiert (`data-pending`, `aria-disabled`), ein zweiter Klick sendet nie doppelt.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a page. */
export const Primary: Story = {
  name: 'Primär',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spenden' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A second action beside the main one. */
export const Secondary: Story = {
  name: 'Sekundär',
  args: { variant: 'secondary', children: 'Abbrechen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Abbrechen' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  },
};

/** Something that cannot be undone (ending an Abo, closing the account). */
export const Danger: Story = {
  name: 'Gefahr',
  args: { variant: 'danger', children: 'Konto schließen …' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Konto schließen …' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

/** Its request runs: busy and not pressable. */
export const Pending: Story = {
  name: 'Läuft',
  args: { isPending: true, children: 'Wird gespeichert …' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wird gespeichert …' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Not available now. */
export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Spenden' })).toBeDisabled();
  },
};

/** Reached with the Tab key: the focus ring shows (react-aria's data-focus-visible). */
export const KeyboardFocus: Story = {
  name: 'Tastaturfokus',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Spenden' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};
