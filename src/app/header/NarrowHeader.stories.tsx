import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { untilDom } from '../../test/untilDom';
import { HeaderStoryHarness } from './HeaderStoryHarness';
import { NarrowHeader, SignedInAs } from './NarrowHeader';

/**
 * Opens the narrow menu like a user and waits until it is shown with its content (a part loaded on first use) and has
 * finished sliding in: DOM and animation events, however long a busy machine takes, not a fixed time.
 */
async function openMenu(canvasElement: HTMLElement) {
  const menuButton = within(canvasElement).getByRole('button', { name: 'Menü öffnen' });
  await userEvent.click(menuButton);
  const dialog = await untilDom(() => within(document.body).getByRole('dialog', { name: 'Menü' }));
  await untilDom(() => within(dialog).getByRole('button', { name: 'Menü schließen' }));
  await expect(dialog).toBeVisible();
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return { menuButton, menu: within(dialog) };
}

/** Whether the page behind the menu can scroll (the menu's CSS stops it while open). */
const pageScrolls = () => getComputedStyle(document.documentElement).overflow !== 'hidden';

/** The header below 1024 px; stories run at 414 px ("Large mobile"). */
const meta = {
  title: 'App-Rahmen/Kopfzeile/NarrowHeader',
  component: NarrowHeader,
  parameters: { layout: 'fullscreen', scenario: 'guest' },
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { session: 'signedOut', onSignOut: fn() },
} satisfies Meta<typeof NarrowHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guests: logo, Registrieren and the closed menu button. */
export const Guest: Story = {
  name: 'Gast',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Signed in: no Registrieren button. */
export const SignedIn: Story = {
  name: 'Angemeldet',
  args: { session: 'signedIn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Registrieren' })).toBeNull();
  },
};

/** The menu of a guest, opened with "Menü öffnen": Registrieren, Anmelden, main and meta links. */
export const MenuOpenGuest: Story = {
  name: 'Menü offen, Gast',
  render: () => <HeaderStoryHarness />,
  parameters: { scenario: 'guest' },
  play: async ({ canvasElement }) => {
    const { menuButton, menu } = await openMenu(canvasElement);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Spenden & Projekte' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
    await expect(pageScrolls()).toBe(false);
  },
};

/** The menu of a signed-in viewer: full name, the five account links and Abmelden. */
export const MenuOpenSignedIn: Story = {
  name: 'Menü offen, angemeldet',
  render: () => <HeaderStoryHarness />,
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(await untilDom(() => menu.getByText('Angemeldet als'))).toBeVisible();
    for (const label of ['Übersicht', 'Pflanzbuch', 'Baumdepot', 'Abo & Spenden', 'Klimahain-Konto']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  },
};

/** The menu shows the footprint box of the wide header (spec §9): here the saved footprint, no Abo. */
export const MenuOpenWithFootprint: Story = {
  name: 'Menü offen, mit Fußabdruck',
  render: () => <HeaderStoryHarness />,
  parameters: { scenario: 'withFootprint' },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(await untilDom(() => menu.getByText('Meine CO₂-Bilanz'))).toBeVisible();
    await expect(menu.getByText('CO₂ / Jahr')).toBeVisible();
  },
};

/** With an active 100 % Abo the menu's box says what the Abo binds per year. */
export const MenuOpenWithSubscription: Story = {
  name: 'Menü offen, mit Abo',
  render: () => <HeaderStoryHarness />,
  parameters: { scenario: 'withSubscription' },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(await untilDom(() => menu.getByText('Dein 100 % Abo bindet'))).toBeVisible();
  },
};

/** The signed-in menu from props (no data needed). */
export const MenuOpenSignedInFromProps: Story = {
  name: 'Menü offen, angemeldet (aus Props)',
  args: { session: 'signedIn', accountName: <SignedInAs fullName="Lena Neumann" />, defaultOpen: true },
  play: async () => {
    const menu = within(await untilDom(() => within(document.body).getByRole('dialog', { name: 'Menü' })));
    await untilDom(() => expect(menu.getByText('Lena Neumann')).toBeVisible());
  },
};

/**
 * „Menü schließen“ closes the menu, gives the focus back to the menu button and lets the page scroll again. (Escape,
 * and the focus going into the menu as it opens, are the browser's own: they need real input and are checked in
 * tests/e2e/header.narrow.spec.ts and headerMenuFirstTap.narrow.spec.ts.)
 */
export const ClosesWithCloseButton: Story = {
  name: 'Schließt mit „Menü schließen“',
  play: async ({ canvasElement }) => {
    const { menuButton, menu } = await openMenu(canvasElement);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(pageScrolls()).toBe(false);
    await userEvent.click(menu.getByRole('button', { name: 'Menü schließen' }));
    await untilDom(() => within(document.body).queryByRole('dialog', { name: 'Menü' }) === null);
    await waitFor(() => expect(menuButton).toHaveFocus());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(pageScrolls()).toBe(true);
  },
};

/** Tab goes round inside the open menu: from its last link on to its first (the logo), not out of it. */
export const TabStaysInside: Story = {
  name: 'Tab bleibt im Menü',
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    const links = menu.getAllByRole('link');
    links[links.length - 1].focus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(links[links.length - 1]).toHaveFocus();
  },
};
