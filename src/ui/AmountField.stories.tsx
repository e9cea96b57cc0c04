import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AmountField, type AmountFieldProps } from './AmountField';

/** The field is controlled: the stories keep its amount like a form does. */
function Controlled(props: AmountFieldProps) {
  const [value, setValue] = useState(props.value);
  return <AmountField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Bausteine/AmountField',
  component: AmountField,
  tags: ['autodocs'],
  argTypes: {
    label: { description: 'Sichtbare Beschriftung, mit dem Feld verbunden.', control: 'text' },
    value: { description: 'Der Betrag in Euro; `null`, solange das Feld leer ist.', control: 'number' },
    description: {
      description: 'Hilfetext unter dem Feld (z. B. der Mindestbetrag), vom Screenreader mitgelesen.',
      control: 'text',
    },
    error: {
      description: 'Deutsche Fehlermeldung der Prüfung des Formulars oder des Servers; markiert das Feld als ungültig.',
      control: 'text',
    },
    isDisabled: { description: 'Nicht bedienbar.', control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    onChange: { description: 'Wird bei jeder Eingabe mit dem neuen Betrag gerufen (`null`: leer).' },
  },
  args: {
    label: 'Betrag pro Monat',
    value: null,
    description: 'Mindestens 5 € – so viel kostet ein Baum.',
    onChange: () => {},
  },
  // Keyed by the control's value: changing it in the Controls panel starts the field anew with it.
  render: (args) => <Controlled key={String(args.value)} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Ein Eurobetrag (react-aria `NumberField`), so gestaltet wie `TextField`: getippt als „40“ oder „12,50“, nach dem Verlassen gezeigt als „40,00 €“. Label, Hilfetext und die deutsche Fehlermeldung sind mit dem Feld verbunden. Den Mindestbetrag prüft das Formular (z. B. `amountError`), das Feld nimmt nur Zahlen an. In „Betrag ändern“ eines Abos.',
      },
    },
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a typed amount shows in euros once the field is left. */
export const Leer: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Betrag pro Monat' });
    await expect(input).toHaveAccessibleDescription('Mindestens 5 € – so viel kostet ein Baum.');
    await userEvent.type(input, '12,5');
    await userEvent.tab();
    await expect(input).toHaveValue('12,50\u00a0€');
  },
};

/** Refused by the form's check: the German message below the field, read with it. */
export const Ungueltig: Story = {
  name: 'Ungültig',
  args: { value: 3, error: 'Der Betrag muss mindestens 5 € sein – so viel kostet ein Baum.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Betrag pro Monat' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Der Betrag muss mindestens 5 € sein/);
  },
};

export const Deaktiviert: Story = {
  args: { value: 40, isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Betrag pro Monat' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('40,00\u00a0€');
  },
};
