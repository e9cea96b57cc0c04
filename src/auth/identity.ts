/**
 * The identity provider's calls the sign-up and sign-in pages make (spec §7). Implemented on aws-amplify in
 * `amplify/amplifyIdentity.ts`, loaded on demand; only the types live here so the entry does not pay for Amplify.
 * Every call rejects with the provider's error (`name` = Cognito code); `authErrors.ts` turns it into German.
 */
export interface SignUpInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** The newsletter checkbox: attribute custom:newsletter and client metadata newsletter ('1' | '0'). */
  newsletter: boolean;
}

/** After sign-up: a code went out (the mail link leads to /willkommen), or the user is signed in directly. */
export type SignUpResult = 'confirmSignUp' | 'signedIn';

/** After confirming: signed in automatically (same tab as the sign-up), or the user has to sign in. */
export type ConfirmSignUpResult = 'signedIn' | 'signInRequired';

/** After sign-in: signed in, or the account still needs its confirmation (UserNotConfirmedException). */
export type SignInResult = 'signedIn' | 'confirmSignUp';

/** After asking for a new e-mail address: a code went to it (link to /email-ueberpruefen), or it is done. */
export type ChangeEmailResult = 'confirmEmail' | 'done';

export interface IdentityProvider {
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /** Sends the sign-up code again (not supported by cognito-local). */
  resendSignUpCode(email: string): Promise<void>;
  confirmSignUp(username: string, code: string): Promise<ConfirmSignUpResult>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Signs in again as someone (the signed-in user before a sensitive action). */
  relogin(email: string, password: string): Promise<SignInResult>;
  resetPassword(email: string): Promise<void>;
  confirmResetPassword(username: string, code: string, newPassword: string): Promise<void>;
  /** The signed-in user's e-mail address. */
  currentEmail(): Promise<string>;
  changeEmail(newEmail: string): Promise<ChangeEmailResult>;
  confirmEmail(code: string): Promise<void>;
  /** Passwort ändern while signed in: the current password proves it is the owner. */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
}
