import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

/** The field is controlled: the stories keep its value like a form does. */
function Controlled(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextAreaField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Bausteine/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  argTypes: {
    label: { description: 'Sichtbare Beschriftung, mit dem Feld verbunden.', control: 'text' },
    value: { description: 'Der Inhalt (das Feld ist kontrolliert).', control: 'text' },
    description: { description: 'Hilfetext unter dem Feld, vom Screenreader mitgelesen.', control: 'text' },
    error: { description: 'Deutsche Fehlermeldung der Prüfung; markiert das Feld als ungültig.', control: 'text' },
    rows: { description: 'Sichtbare Zeilen.', control: { type: 'number', min: 2, max: 12 } },
    isRequired: { description: 'Pflichtfeld.', control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    isDisabled: { description: 'Nicht bedienbar.', control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    name: { description: 'Name des Felds im Formular.', control: 'text' },
    onChange: { description: 'Wird bei jeder Eingabe mit dem neuen Inhalt gerufen.' },
  },
  args: { label: 'Deine Nachricht', name: 'message', value: '', onChange: () => {}, rows: 5 },
  // Keyed by the control's value: changing it in the Controls panel starts the field anew with it.
  render: (args) => <Controlled key={args.value} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Ein beschriftetes mehrzeiliges Textfeld (react-aria), gestaltet wie TextField, mit Hilfetext und deutscher Fehlermeldung.',
      },
    },
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Leer',
  args: { description: 'Höchstens 5.000 Zeichen.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Deine Nachricht' });
    await expect(area).toHaveAccessibleDescription('Höchstens 5.000 Zeichen.');
    await userEvent.type(area, 'Wann wird gepflanzt?{enter}Danke!');
    await expect(area).toHaveValue('Wann wird gepflanzt?\nDanke!');
  },
};

export const Invalid: Story = {
  name: 'Ungültig',
  args: { error: 'Bitte schreib uns eine Nachricht.', isRequired: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: /Deine Nachricht/ });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Bitte schreib uns eine Nachricht.');
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { value: 'Wird gesendet …', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Deine Nachricht' })).toBeDisabled();
  },
};
