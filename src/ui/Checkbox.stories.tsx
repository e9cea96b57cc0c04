import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** The checkbox is controlled: the stories keep its state like a form does. */
function Controlled(props: CheckboxProps) {
  const [selected, setSelected] = useState(props.isSelected);
  return <Checkbox {...props} isSelected={selected} onChange={setSelected} />;
}

const meta = {
  title: 'Bausteine/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  argTypes: {
    children: { description: 'Die Beschriftung; das ganze Label ist Klickfläche.', control: 'text' },
    isSelected: { description: 'Angehakt.', control: 'boolean' },
    isDisabled: { description: 'Nicht bedienbar.', control: 'boolean', table: { defaultValue: { summary: 'false' } } },
    name: { description: 'Name des Felds im Formular.', control: 'text' },
    onChange: { description: 'Wird mit dem neuen Zustand gerufen.' },
  },
  args: {
    name: 'newsletter',
    isSelected: false,
    onChange: () => {},
    children: 'Ich möchte den Newsletter bekommen.',
  },
  // Keyed by the control's value: changing it in the Controls panel starts the field anew with it.
  render: (args) => <Controlled key={String(args.isSelected)} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Eine react-aria-Checkbox mit ihrem Label (das ganze Label ist Klickfläche); angehakt zeigt sie ein Häkchen, die Leertaste schaltet sie per Tastatur um.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  name: 'Nicht angehakt',
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ich möchte den Newsletter bekommen.' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Ich möchte den Newsletter bekommen.'));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  name: 'Angehakt',
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

/** Keyboard: Tab reaches it, Space ticks it. */
export const Keyboard: Story = {
  name: 'Mit Tastatur',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
