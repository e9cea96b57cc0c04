import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

/** The field is controlled: the stories keep its value like a form does. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Bausteine/TextField',
  component: TextField,
  tags: ['autodocs'],
  argTypes: {
    label: { description: 'Sichtbare Beschriftung, mit dem Feld verbunden.', control: 'text' },
    value: { description: 'Der Inhalt (das Feld ist kontrolliert).', control: 'text' },
    type: {
      description: 'Art der Eingabe: bestimmt Tastatur und Autofill.',
      control: 'inline-radio',
      options: ['text', 'email', 'password'],
      table: { defaultValue: { summary: 'text' } },
    },
    description: {
      description: 'Hilfetext unter dem Feld (z. B. die Passwortregeln), vom Screenreader mitgelesen.',
      control: 'text',
    },
    error: { description: 'Deutsche Fehlermeldung der Prüfung; markiert das Feld als ungültig.', control: 'text' },
    isRequired: { description: 'Pflichtfeld.', control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    isDisabled: { description: 'Nicht bedienbar.', control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    autoComplete: {
      description: 'Autofill-Hinweis für den Browser, z. B. `email`, `current-password`.',
      control: 'text',
    },
    name: { description: 'Name des Felds im Formular.', control: 'text' },
    onChange: { description: 'Wird bei jeder Eingabe mit dem neuen Inhalt gerufen.' },
  },
  args: { label: 'E-Mail-Adresse', name: 'email', type: 'email', value: '', onChange: () => {} },
  // Keyed by the control's value: changing it in the Controls panel starts the field anew with it.
  render: (args) => <Controlled key={args.value} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Ein beschriftetes Textfeld (react-aria). Label, Hilfetext und die deutsche Fehlermeldung sind mit dem Feld verbunden, ein Screenreader liest sie mit; ein Fehler markiert das Feld zudem als ungültig.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Leer',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(input, 'lena@beispiel.de');
    await expect(input).toHaveValue('lena@beispiel.de');
  },
};

export const WithDescription: Story = {
  name: 'Mit Beschreibung',
  args: {
    label: 'Passwort',
    name: 'password',
    type: 'password',
    description: 'Mindestens 8 Zeichen, mit Groß- und Kleinbuchstaben und einer Zahl.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Passwort');
    await expect(input).toHaveAccessibleDescription(/Mindestens 8 Zeichen/);
  },
};

export const Invalid: Story = {
  name: 'Ungültig',
  args: { value: 'lena@', error: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
  },
};

export const Required: Story = {
  name: 'Pflichtfeld',
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeRequired();
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { value: 'lena@beispiel.de', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeDisabled();
  },
};
