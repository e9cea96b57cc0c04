import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityProvider } from '../../auth/identity';
import { untilDom } from '../../test/untilDom';
import { session, type SessionState } from '../../auth/session';
import { ConfirmSignUpPage } from './ConfirmSignUpPage';
import { LoginPage } from './LoginPage';
import { RegisterResendPage } from './RegisterResendPage';
import { RegisterPage } from './RegisterPage';
import { ReloginPage } from './ReloginPage';

/**
 * The pages against a fake identity provider: the paths cognito-local cannot take (resending the code, real
 * Cognito's answers) and the navigation rules, without a browser.
 */
function fakeIdentity(overrides: Partial<IdentityProvider> = {}): IdentityProvider {
  const fail = () => Promise.reject(new Error('not expected'));
  return {
    signUp: fail,
    resendSignUpCode: fail,
    confirmSignUp: fail,
    signIn: fail,
    relogin: fail,
    resetPassword: fail,
    confirmResetPassword: fail,
    currentEmail: fail,
    changeEmail: fail,
    confirmEmail: fail,
    changePassword: fail,
    ...overrides,
  };
}

async function withIdentity(identity: IdentityProvider, state: SessionState = { status: 'signedOut' }) {
  await session.install({ restore: async () => state, signOut: async () => {}, identity: async () => identity });
}

function Where() {
  const location = useLocation();
  return <p>Ziel: {location.pathname + location.search}</p>;
}

function renderAt(path: string, element: React.ReactNode, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <Where /> },
    ],
    {
      initialEntries: [
        { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  session.set({ status: 'signedOut' });
  localStorage.clear();
});

async function signUpFrom(from: string) {
  const signUp = vi.fn(async () => 'confirmSignUp' as const);
  await withIdentity(fakeIdentity({ signUp }));
  renderAt('/registrieren', <RegisterPage />, { from: { pathname: from, search: '' } });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Vorname'), 'Lena');
  await user.type(screen.getByLabelText('Nachname'), 'Neumann');
  await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@beispiel.de');
  await user.type(screen.getByLabelText(/^Passwort/), 'Baumhain!2026');
  await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
  await untilDom(() => screen.getByText('Fast geschafft!'));
}

// Each case renders a page, types and follows a navigation: well under a second alone, past vitest's 5 s at load 30.
describe('auth pages', { timeout: 30_000 }, () => {
  it('/registrierung-wiederholen confirms without saying whether an account exists', async () => {
    const resendSignUpCode = vi.fn(async () => {});
    await withIdentity(fakeIdentity({ resendSignUpCode }));
    renderAt('/registrierung-wiederholen', <RegisterResendPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@beispiel.de');
    await user.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    expect(resendSignUpCode).toHaveBeenCalledWith('lena@beispiel.de');
    expect((await untilDom(() => screen.getByRole('status'))).textContent).toMatch(
      /Wenn zu dieser Adresse ein noch nicht bestätigtes Konto gehört/,
    );
  });

  it('/registrierung-wiederholen shows the general German error when the provider cannot resend (cognito-local)', async () => {
    const unsupported = Object.assign(new Error('Unsupported'), { name: 'UnsupportedOperationException' });
    await withIdentity(fakeIdentity({ resendSignUpCode: async () => Promise.reject(unsupported) }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/registrierung-wiederholen', <RegisterResendPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@beispiel.de');
    await user.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    expect((await untilDom(() => screen.getByRole('alert'))).textContent).toBe(
      'Es ist etwas schief gegangen, bitte probiere es erneut.',
    );
    warn.mockRestore();
  });

  it('/willkommen spends the code only on the click, then goes to the overview when signed in', async () => {
    const confirmSignUp = vi.fn(async () => 'signedIn' as const);
    await withIdentity(fakeIdentity({ confirmSignUp }));
    renderAt('/willkommen?code=123456&username=lena%40beispiel.de', <ConfirmSignUpPage />);
    const button = await untilDom(() => screen.getByRole('button', { name: 'Registrierung abschließen' }));
    expect(confirmSignUp).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(confirmSignUp).toHaveBeenCalledWith('lena@beispiel.de', '123456');
    expect((await untilDom(() => screen.getByText(/^Ziel:/))).textContent).toBe('Ziel: /mein-klimahain/uebersicht');
  });

  it('/willkommen signs in automatically and goes back to where the sign-up started (the calculator result)', async () => {
    await signUpFrom('/co2-rechner');
    cleanup();
    // The mail's link, maybe in a new tab: only this browser's storage knows where the donor started.
    const confirmSignUp = vi.fn(async () => 'signedIn' as const);
    await withIdentity(fakeIdentity({ confirmSignUp }));
    renderAt('/willkommen?code=123456&username=lena%40beispiel.de', <ConfirmSignUpPage />);
    await userEvent
      .setup()
      .click(await untilDom(() => screen.getByRole('button', { name: 'Registrierung abschließen' })));
    expect((await untilDom(() => screen.getByText(/^Ziel:/))).textContent).toBe('Ziel: /co2-rechner');
  });

  it('/willkommen without auto sign-in (another browser) signs in on the page and then goes back to the start', async () => {
    await signUpFrom('/projekte/uganda/spenden');
    cleanup();
    const confirmSignUp = vi.fn(async () => 'signInRequired' as const);
    const signIn = vi.fn(async () => 'signedIn' as const);
    await withIdentity(fakeIdentity({ confirmSignUp, signIn }));
    renderAt('/willkommen?code=123456&username=lena%40beispiel.de', <ConfirmSignUpPage />);
    const user = userEvent.setup();
    await user.click(await untilDom(() => screen.getByRole('button', { name: 'Registrierung abschließen' })));
    await user.type(await untilDom(() => screen.getByLabelText('Passwort')), 'Baumhain!2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await untilDom(() => screen.getByText(/^Ziel:/))).textContent).toBe('Ziel: /projekte/uganda/spenden');
  });

  it('/willkommen: an expired code gets the German message and a way to a new link', async () => {
    const expired = Object.assign(new Error('expired'), { name: 'ExpiredCodeException' });
    await withIdentity(fakeIdentity({ confirmSignUp: async () => Promise.reject(expired) }));
    renderAt('/willkommen?code=123456&username=abc-123', <ConfirmSignUpPage />);
    await userEvent
      .setup()
      .click(await untilDom(() => screen.getByRole('button', { name: 'Registrierung abschließen' })));
    expect((await untilDom(() => screen.getByRole('alert'))).textContent).toMatch(
      /abgelaufen oder wurde schon verwendet/,
    );
    expect(screen.getByRole('link', { name: 'Neuen Bestätigungslink anfordern' })).toBeTruthy();
  });

  it('/anmelden returns to where the guard sent the user from', async () => {
    const signIn = vi.fn(async () => 'signedIn' as const);
    await withIdentity(fakeIdentity({ signIn }));
    renderAt('/anmelden', <LoginPage />, { from: { pathname: '/mein-klimahain/baumdepot', search: '?jahr=2026' } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@beispiel.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(signIn).toHaveBeenCalledWith('lena@beispiel.de', 'geheim');
    expect((await untilDom(() => screen.getByText(/^Ziel:/))).textContent).toBe(
      'Ziel: /mein-klimahain/baumdepot?jahr=2026',
    );
  });

  it('/neu-anmelden fills in the signed-in address and asks only for the password', async () => {
    const relogin = vi.fn(async () => 'signedIn' as const);
    await withIdentity(fakeIdentity({ relogin, currentEmail: async () => 'lena@beispiel.de' }), {
      status: 'signedIn',
      accessToken: 't',
      userId: 'u',
    });
    renderAt('/neu-anmelden', <ReloginPage />, { from: { pathname: '/mein-klimahain/profil', search: '' } });
    const email = await untilDom(() => screen.getByLabelText('E-Mail-Adresse'));
    expect((email as HTMLInputElement).value).toBe('lena@beispiel.de');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(relogin).toHaveBeenCalledWith('lena@beispiel.de', 'geheim');
    expect((await untilDom(() => screen.getByText(/^Ziel:/))).textContent).toBe('Ziel: /mein-klimahain/profil');
  });
});
