import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

/** "Mein Klimahain" of the wide header. With the viewer's name see App/Header › Account Menu Open. */
const meta = {
  title: 'App-Rahmen/Kopfzeile/AccountMenu',
  component: AccountMenu,
  parameters: { scenario: 'newUser' },
  args: { user: null, onSignOut: fn() },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Geschlossen',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mein Klimahain' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opened: the five account pages and Abmelden; Abmelden calls onSignOut. */
export const Open: Story = {
  name: 'Offen',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mein Klimahain' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Übersicht' })).toHaveAttribute(
      'href',
      '/mein-klimahain/uebersicht',
    );
    await expect(menu.getByRole('menuitem', { name: 'Klimahain-Konto' })).toHaveAttribute(
      'href',
      '/mein-klimahain/profil',
    );
    await userEvent.click(menu.getByRole('menuitem', { name: 'Abmelden' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};
