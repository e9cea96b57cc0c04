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
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    name: 'newsletter',
    isSelected: false,
    onChange: () => {},
    children: 'Ich möchte den Newsletter bekommen.',
  },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A react-aria checkbox with its label (the whole label is the target); a tick shows when selected; Space toggles it from the keyboard.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ich möchte den Newsletter bekommen.' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Ich möchte den Newsletter bekommen.'));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

/** Keyboard: Tab reaches it, Space ticks it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
