import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import type { AuthController } from './authController';

const amplify = vi.hoisted(() => ({
  signUp: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
  autoSignIn: vi.fn(),
  confirmSignUp: vi.fn(),
  fetchUserAttributes: vi.fn(),
  updateUserAttributes: vi.fn(),
}));
vi.mock('aws-amplify/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), ...amplify }));

const { createAmplifyIdentity } = await import('./amplifyIdentity');

const controller = {
  sync: vi.fn(async () => ({ status: 'signedIn', accessToken: 't', userId: 'sub-1' })),
} as unknown as AuthController;
const identity = createAmplifyIdentity(
  { userPoolId: 'local_1', clientId: 'c', region: 'eu-central-1', authFlow: 'USER_PASSWORD_AUTH' },
  controller,
);
const named = (name: string) => Object.assign(new Error(name), { name });

describe('Amplify identity calls (spec §7)', () => {
  afterEach(() => {
    vi.clearAllMocks();
    session.set({ status: 'signedOut' });
  });

  it('signs up with the e-mail as username, the four attributes and the newsletter as client metadata', async () => {
    amplify.signUp.mockResolvedValue({ nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    await expect(
      identity.signUp({
        email: ' lena@beispiel.de ',
        password: 'Sicher!2026',
        givenName: 'Lena ',
        familyName: 'Neumann',
        newsletter: true,
      }),
    ).resolves.toBe('confirmSignUp');
    expect(amplify.signUp).toHaveBeenCalledWith({
      username: 'lena@beispiel.de',
      password: 'Sicher!2026',
      options: {
        userAttributes: {
          email: 'lena@beispiel.de',
          given_name: 'Lena',
          family_name: 'Neumann',
          'custom:newsletter': '1',
        },
        clientMetadata: { newsletter: '1' },
        autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
      },
    });
    await identity.signUp({ email: 'a@b.de', password: 'x', givenName: 'A', familyName: 'B', newsletter: false });
    expect(amplify.signUp.mock.calls[1][0].options.userAttributes['custom:newsletter']).toBe('0');
    expect(amplify.signUp.mock.calls[1][0].options.clientMetadata).toEqual({ newsletter: '0' });
  });

  it('signs in with the configured flow, with the sign-in flag raised, and reads the new session', async () => {
    amplify.signIn.mockImplementation(async () => {
      expect(session.pending().signIn).toBe(true);
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    await expect(identity.signIn('lena@beispiel.de', 'geheim')).resolves.toBe('signedIn');
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'lena@beispiel.de',
      password: 'geheim',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(controller.sync).toHaveBeenCalledOnce();
    expect(session.pending().signIn).toBe(false);
  });

  it('leads an unconfirmed user to confirm, and reads a wrong password as NotAuthorized (cognito-local)', async () => {
    amplify.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    await expect(identity.signIn('a@b.de', 'x')).resolves.toBe('confirmSignUp');
    amplify.signIn.mockRejectedValueOnce(named('UserNotConfirmedException'));
    await expect(identity.signIn('a@b.de', 'x')).resolves.toBe('confirmSignUp');
    amplify.signIn.mockRejectedValueOnce(named('InvalidPasswordException'));
    await expect(identity.signIn('a@b.de', 'x')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('confirms the sign-up and signs in automatically when Amplify offers it, else asks to sign in', async () => {
    amplify.confirmSignUp.mockResolvedValueOnce({ nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } });
    amplify.autoSignIn.mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(identity.confirmSignUp('sub-1', '123456')).resolves.toBe('signedIn');
    expect(amplify.confirmSignUp).toHaveBeenCalledWith({ username: 'sub-1', confirmationCode: '123456' });
    amplify.confirmSignUp.mockResolvedValueOnce({ nextStep: { signUpStep: 'DONE' } });
    await expect(identity.confirmSignUp('sub-1', '123456')).resolves.toBe('signInRequired');
  });

  it('refuses the current address as the new one (SameEmail) without asking the provider to change it', async () => {
    amplify.fetchUserAttributes.mockResolvedValue({ email: 'lena@beispiel.de' });
    await expect(identity.changeEmail(' Lena@Beispiel.de')).rejects.toMatchObject({ name: 'SameEmail' });
    expect(amplify.updateUserAttributes).not.toHaveBeenCalled();
    amplify.updateUserAttributes.mockResolvedValue({
      email: { nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' } },
    });
    await expect(identity.changeEmail('neu@beispiel.de')).resolves.toBe('confirmEmail');
  });

  it('relogin signs this browser out first and ends the app session when the new sign-in fails', async () => {
    session.set({ status: 'signedIn', accessToken: 't', userId: 'sub-1' });
    const onLogout = vi.fn();
    const off = session.onLogout(onLogout);
    amplify.signIn.mockRejectedValueOnce(named('NotAuthorizedException'));
    await expect(identity.relogin('lena@beispiel.de', 'falsch')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(amplify.signOut).toHaveBeenCalledOnce();
    expect(session.get().status).toBe('signedOut');
    expect(onLogout).toHaveBeenCalledOnce();
    off();
  });
});
