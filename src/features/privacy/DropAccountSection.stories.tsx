import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { sessionFor } from '../../../mocks/mockAuthAdapter';
import { getScenario } from '../../../mocks/scenarios/list';
import { session } from '../../auth/session';
import type { IdentityProvider } from '../../auth/identity';
import { DropAccountSection, DROP_FAILED } from './DropAccountSection';

/** „Konto und Daten löschen“ in the mock world (signed in, no identity provider). */
const meta = {
  title: 'Funktionen/Datenschutz/DropAccountSection',
  component: DropAccountSection,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/konto-schliessen' },
} satisfies Meta<typeof DropAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const BUTTON = 'Konto und Daten löschen …';
const DIALOG = 'Konto und Daten wirklich löschen?';

/** Before anything is confirmed the page says what goes, what stays for the tax law, and for how long. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What differs from „Konto schließen“, in one sentence before the details.
    await expect(
      canvas.getByText(/^Anders als beim Schließen löschen wir auch das Konto selbst, deine Newsletter-Anmeldung/),
    ).toBeVisible();
    const deleted = canvas.getByRole('heading', { level: 3, name: 'Wir löschen' }).nextElementSibling as HTMLElement;
    await expect(within(deleted).getByText(/Name, Anrede, Firma, Geburtsdatum und Anschrift/)).toBeVisible();
    await expect(within(deleted).getByText(/Newsletter-Anmeldung/)).toBeVisible();
    const kept = canvas.getByRole('heading', { level: 3, name: 'Wir bewahren ohne Bezug zu dir auf' })
      .nextElementSibling as HTMLElement;
    await expect(
      within(kept).getByText(
        /10 Jahre lang.*§ 147 AO, § 50 Abs\. 7 EStDV, § 63 AO.*ohne Namen, E-Mail-Adresse und Anschrift/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Lade sie vorher herunter/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'im Profil' })).toHaveAttribute('href', '/mein-klimahain/profil');
    await expect(canvas.getByRole('button', { name: BUTTON })).toBeEnabled();
  },
};

/** On the profile page „Meine Daten herunterladen“ is right above: the text points there, no link to the page itself. */
export const OnProfilePage: Story = {
  name: 'Im Profil',
  args: { exportAbove: true },
  parameters: { path: '/mein-klimahain/profil' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Möchtest du deine Daten behalten? Lade sie vorher weiter oben unter „Meine Daten herunterladen“ herunter.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'im Profil' })).toBeNull();
  },
};

/** „Abbrechen“ closes the dialog and nothing happens. */
export const Cancelled: Story = {
  name: 'Abgebrochen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: BUTTON }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: DIALOG });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    // Gone once it has faded out.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: BUTTON })).toBeEnabled();
  },
};

/** Without an identity provider (mock mode) the dialog says so in German and nothing is deleted. */
export const ErrorInMockMode: Story = {
  name: 'Fehler im Mock-Modus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: BUTTON }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: DIALOG });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto und Daten endgültig löschen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Demo-Modus');
    await expect(within(dialog).getByRole('button', { name: 'Konto und Daten endgültig löschen' })).toBeEnabled();
  },
};

/** Mock mode has no identity provider; these stories give the session one whose deletion is only recorded. */
async function withRecordedIdentity() {
  const deleteUser = fn(async () => {});
  await session.install({
    restore: async () => sessionFor(getScenario('withSubscription')),
    signOut: async () => {},
    identity: async () => ({}) as IdentityProvider,
    deleteUser,
  });
  return deleteUser;
}

async function confirm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: BUTTON }));
  const dialog = await within(document.body).findByRole('alertdialog', { name: DIALOG });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Konto und Daten endgültig löschen' }));
  return within(dialog);
}

/** The payment provider could not end an Abo: the server's German words, nothing deleted, the identity kept. */
export const ProviderUnavailable: Story = {
  name: 'Anbieter nicht erreichbar',
  parameters: {
    msw: {
      handlers: [
        graphql.mutation('useDropAccountMutation', () =>
          HttpResponse.json({
            errors: [
              {
                message:
                  'Wir konnten dein Abo gerade nicht beenden, weil der Zahlungsdienstleister nicht erreichbar ist. Bitte versuche es in ein paar Minuten erneut.',
                extensions: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
              },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const deleteUser = await withRecordedIdentity();
    const dialog = await confirm(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Zahlungsdienstleister nicht erreichbar');
    await expect(deleteUser).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: 'Konto und Daten endgültig löschen' })).toBeEnabled();
  },
};

/** The server fails without a reason to tell (HTTP 500): the general German message, the identity kept. */
export const ServerError: Story = {
  name: 'Serverfehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const deleteUser = await withRecordedIdentity();
    const dialog = await confirm(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(DROP_FAILED);
    await expect(deleteUser).not.toHaveBeenCalled();
  },
};
