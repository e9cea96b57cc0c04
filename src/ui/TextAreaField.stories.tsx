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
  title: 'UI/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: { label: 'Deine Nachricht', name: 'message', value: '', onChange: () => {}, rows: 5 },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line text input (react-aria), styled like TextField, with help text and a German field error tied to it.',
      },
    },
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { description: 'Höchstens 5.000 Zeichen.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Deine Nachricht' });
    await expect(area).toHaveAccessibleDescription('Höchstens 5.000 Zeichen.');
    await userEvent.type(area, 'Wann wird gepflanzt?{enter}Danke!');
    await expect(area).toHaveValue('Wann wird gepflanzt?\nDanke!');
  },
};

export const Invalid: Story = {
  args: { error: 'Bitte schreib uns eine Nachricht.', isRequired: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: /Deine Nachricht/ });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Bitte schreib uns eine Nachricht.');
  },
};

export const Disabled: Story = {
  args: { value: 'Wird gesendet …', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Deine Nachricht' })).toBeDisabled();
  },
};
