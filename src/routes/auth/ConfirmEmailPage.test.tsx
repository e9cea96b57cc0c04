import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityProvider } from '../../auth/identity';
import { session } from '../../auth/session';
import { ConfirmEmailPage } from './ConfirmEmailPage';

/** The page with a fake identity provider and a Relay network that answers syncEmailFromIdentity as `answer` says. */
async function renderPage(confirmEmail: IdentityProvider['confirmEmail'], answers: FetchFunction) {
  const fail = () => Promise.reject(new Error('not expected'));
  const identity: IdentityProvider = {
    signUp: fail,
    resendSignUpCode: fail,
    confirmSignUp: fail,
    signIn: fail,
    relogin: fail,
    resetPassword: fail,
    confirmResetPassword: fail,
    currentEmail: fail,
    changeEmail: fail,
    confirmEmail,
    changePassword: fail,
  };
  await session.install({
    restore: async () => ({ status: 'signedIn', accessToken: 't', userId: 'user-1' }),
    signOut: async () => {},
    identity: async () => identity,
  });
  const environment = new Environment({ network: Network.create(answers), store: new Store(new RecordSource()) });
  const router = createMemoryRouter([{ path: '/email-ueberpruefen', element: <ConfirmEmailPage /> }], {
    initialEntries: ['/email-ueberpruefen?code=123456&username=neu%40beispiel.de'],
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment };
}

afterEach(() => session.set({ status: 'signedOut' }));

const synced = {
  data: { syncEmailFromIdentity: { id: 'user-1', email: 'neu@beispiel.de', newsletter: 'NOT_SUBSCRIBED' } },
};

describe('/email-ueberpruefen', () => {
  it('after the click confirms the code, the server takes the verified address over; the app sends none', async () => {
    const confirmEmail = vi.fn(async () => {});
    const answers = vi.fn<FetchFunction>(async () => synced);
    const { environment } = await renderPage(confirmEmail, answers);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(await screen.findByText(/Deine neue E-Mail-Adresse ist bestätigt/)).toBeTruthy();
    expect(confirmEmail).toHaveBeenCalledWith('123456');
    await vi.waitFor(() => expect(answers).toHaveBeenCalledTimes(1));
    expect(answers.mock.calls[0][0].name).toBe('useSyncEmailFromIdentityMutation');
    expect(answers.mock.calls[0][1]).toEqual({});
    await vi.waitFor(() => expect(environment.getStore().getSource().get('user-1')?.email).toBe('neu@beispiel.de'));
  });

  it('when the server cannot take it over, says so in German and tries only that step again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const confirmEmail = vi.fn(async () => {});
    const answers = vi
      .fn<FetchFunction>()
      .mockImplementationOnce(async () => Promise.reject(new Error('offline')))
      .mockImplementationOnce(async () => synced);
    await renderPage(confirmEmail, answers);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/noch nicht in deinem Profil speichern/);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(confirmEmail).toHaveBeenCalledTimes(1);
    expect(answers).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
