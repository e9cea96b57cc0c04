import {
  AuthError,
  autoSignIn,
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
  type SignInOutput,
} from 'aws-amplify/auth';
import { AppAuthError } from '../authErrors';
import type { CognitoConfig } from '../config';
import type { IdentityProvider, SignInResult } from '../identity';
import { session } from '../session';
import type { AuthController } from './authController';

/** The sign-up and sign-in calls of spec §7 on Amplify v6. Every sign-in runs with the sign-in pending flag. */
export function createAmplifyIdentity(config: CognitoConfig, controller: AuthController): IdentityProvider {
  const authFlowType = config.authFlow;
  const flag = (value: boolean) => (value ? '1' : '0');

  async function finishSignIn(output: SignInOutput): Promise<SignInResult> {
    if (output.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
    // MFA, new-password challenges and the like are not set up for our pool.
    if (!output.isSignedIn) throw new AppAuthError('UnknownError');
    await controller.sync();
    return 'signedIn';
  }

  async function passwordSignIn(email: string, password: string): Promise<SignInResult> {
    try {
      return await finishSignIn(await signIn({ username: email.trim(), password, options: { authFlowType } }));
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'UserNotConfirmedException') return 'confirmSignUp';
      // Signing in never checks the password policy: cognito-local answers a wrong password this way.
      if (name === 'InvalidPasswordException')
        throw new AuthError({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
      throw error;
    }
  }

  return {
    async signUp({ email, password, givenName, familyName, newsletter }) {
      const { nextStep } = await signUp({
        username: email.trim(),
        password,
        options: {
          userAttributes: {
            email: email.trim(),
            given_name: givenName.trim(),
            family_name: familyName.trim(),
            'custom:newsletter': flag(newsletter),
          },
          clientMetadata: { newsletter: flag(newsletter) },
          // Signs in right after the confirmation when it happens in this tab (the mail link usually opens a new one).
          autoSignIn: { authFlowType },
        },
      });
      if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
      await session.trackSignIn(async () => {
        if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') await finishSignIn(await autoSignIn());
        else await passwordSignIn(email, password);
      });
      return 'signedIn';
    },

    async resendSignUpCode(email) {
      await resendSignUpCode({ username: email.trim() });
    },

    async confirmSignUp(username, code) {
      const { nextStep } = await confirmSignUp({ username, confirmationCode: code });
      if (nextStep.signUpStep !== 'COMPLETE_AUTO_SIGN_IN') return 'signInRequired';
      try {
        return await session.trackSignIn(async () =>
          (await finishSignIn(await autoSignIn())) === 'signedIn' ? 'signedIn' : 'signInRequired',
        );
      } catch (error) {
        // Confirmed anyway: the user signs in by hand.
        console.warn('[Anmeldung] Automatische Anmeldung nach der Bestätigung fehlgeschlagen', error);
        return 'signInRequired';
      }
    },

    signIn: (email, password) => session.trackSignIn(() => passwordSignIn(email, password)),

    relogin: (email, password) =>
      session.trackSignIn(async () => {
        const wasSignedIn = session.get().status === 'signedIn';
        // Amplify refuses a sign-in while someone is signed in: end this browser's session first.
        if (wasSignedIn) await signOut();
        try {
          return await passwordSignIn(email, password);
        } catch (error) {
          // Signed out now: tell the app, so it does not keep sending the revoked token.
          if (wasSignedIn) session.endSession();
          throw error;
        }
      }),

    async resetPassword(email) {
      await resetPassword({ username: email.trim() });
    },

    async confirmResetPassword(username, code, newPassword) {
      await confirmResetPassword({ username, confirmationCode: code, newPassword });
    },

    async currentEmail() {
      return (await fetchUserAttributes()).email ?? '';
    },

    async changeEmail(newEmail) {
      const current = (await fetchUserAttributes()).email ?? '';
      if (current.trim().toLowerCase() === newEmail.trim().toLowerCase()) throw new AppAuthError('SameEmail');
      const output = await updateUserAttributes({ userAttributes: { email: newEmail.trim() } });
      return output.email?.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE' ? 'confirmEmail' : 'done';
    },

    async confirmEmail(code) {
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
    },

    async changePassword(oldPassword, newPassword) {
      await updatePassword({ oldPassword, newPassword });
    },
  };
}
