import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { RadioCard, RadioCardList, type RadioCardProps } from './RadioCard';

/** The card under test (the Controls panel) beside two fixed ones, in a group as the donation chooser holds them. */
function InGroup({ chosen, ...card }: RadioCardProps & { chosen: string }) {
  const [value, setValue] = useState(chosen);
  return (
    <RadioGroup
      value={value}
      onChange={setValue}
      style={{ display: 'grid', gap: 'var(--space-200)', maxWidth: '42rem' }}
    >
      <Label style={{ fontWeight: 'var(--font-weight-semibold)', color: 'var(--color-text-heading)' }}>
        Wie möchtest du spenden?
      </Label>
      <RadioCardList>
        <RadioCard {...card} />
        <RadioCard value="custom_abo" title="Wunschabo" text="Monatlich, Betrag frei wählbar" />
        <RadioCard value="custom_one_time" title="Einmalige Spende" text="Einmal, Betrag frei wählbar" />
      </RadioCardList>
    </RadioGroup>
  );
}

const meta = {
  title: 'Bausteine/RadioCard',
  component: RadioCard,
  tags: ['autodocs'],
  argTypes: {
    value: {
      description: 'Der Wert, den die umgebende RadioGroup meldet, wenn diese Karte gewählt ist.',
      control: 'text',
    },
    title: { description: 'Die Wahl in wenigen Worten, z. B. „Wunschabo“ oder „100 % Abo“.', control: 'text' },
    text: {
      description: 'Eine Zeile darunter: was die Wahl bedeutet, z. B. „5 Bäume im Monat · 25 € / Monat“.',
      control: 'text',
    },
    isDisabled: {
      description: 'Nicht wählbar (gestrichelter Rahmen), z. B. das Abo, das schon läuft.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
  },
  args: { value: 'percent_100', title: '100\u202f% Abo', text: '5 Bäume im Monat · 25\u00a0€\u00a0/\u00a0Monat' },
  render: (args) => <InGroup key={`${args.value}`} {...args} chosen="percent_100" />,
  parameters: {
    docs: {
      description: {
        component:
          'Eine Wahl als Karte (react-aria `Radio` in einer `RadioGroup`): Titel und eine Zeile darunter, die gewählte Karte in zartem Markengrün mit kräftigem Rahmen. `RadioCardList` stellt die Karten einer Gruppe nebeneinander, so viele wie passen (je mindestens 12 rem), auf dem Telefon untereinander. Pfeiltasten wechseln die Wahl; der Fokusring zeigt sich nur mit der Tastatur. Im Spendenformular: Projekt und Art der Spende.',
      },
    },
  },
} satisfies Meta<typeof RadioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen: brand-green card and border. */
export const Gewaehlt: Story = {
  name: 'Gewählt',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /100\s% Abo/ })).toBeChecked();
  },
};

/** Not chosen: a click chooses it, the other card lets go. */
export const NichtGewaehlt: Story = {
  name: 'Nicht gewählt',
  args: { value: 'percent_50', title: '50\u202f% Abo', text: '3 Bäume im Monat · 15\u00a0€\u00a0/\u00a0Monat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('radio', { name: /50\s% Abo/ });
    await expect(card).not.toBeChecked();
    await userEvent.click(canvas.getByText('Wunschabo'));
    await expect(canvas.getByRole('radio', { name: /Wunschabo/ })).toBeChecked();
  },
};

/** Not available: dashed border, not choosable. */
export const Deaktiviert: Story = {
  args: { value: 'percent_50', title: '50\u202f% Abo', text: 'Das ist dein aktuelles Abo.', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /50\s% Abo/ })).toBeDisabled();
  },
};

/** Reached with the Tab key: the two-tone focus ring on the chosen card; the arrow key moves the choice. */
export const Tastatur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /100\s% Abo/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('radio', { name: /Wunschabo/ });
    await expect(next).toBeChecked();
    await expect(next.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};
