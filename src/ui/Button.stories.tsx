import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Spenden', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The app’s button (react-aria `Button`): three variants, a visible focus ring for keyboard users, and `isPending` while its request runs — then it is disabled and marked pending (`data-pending`, `aria-disabled`), so a second click never sends twice.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a page. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spenden' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A second action beside the main one. */
export const Secondary: Story = {
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
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Spenden' })).toBeDisabled();
  },
};

/** Reached with the Tab key: the focus ring shows (react-aria's data-focus-visible). */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Spenden' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};
