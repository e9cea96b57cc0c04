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
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'E-Mail-Adresse', name: 'email', type: 'email', value: '', onChange: () => {} },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input (react-aria). Label, help text and the German field error are tied to the input, so a screen reader reads them with it; an error also marks the input invalid.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(input, 'lena@beispiel.de');
    await expect(input).toHaveValue('lena@beispiel.de');
  },
};

export const WithDescription: Story = {
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
  args: { value: 'lena@', error: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { value: 'lena@beispiel.de', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeDisabled();
  },
};
