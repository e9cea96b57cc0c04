/**
 * The links of the account mails: the Cognito custom-message Lambda puts them into the mails, `npm run dev` prints
 * them for cognito-local's messages, and e2e tests open them. One builder, so all three agree on paths and encoding.
 */
export type AccountLinkKind = 'signUp' | 'resetPassword' | 'verifyEmail';

export const ACCOUNT_LINK_PATHS: Record<AccountLinkKind, string> = {
  signUp: '/willkommen',
  resetPassword: '/passwort-zuruecksetzen',
  verifyEmail: '/email-ueberpruefen',
};

/** `${appUrl}/willkommen?code=…&username=…` with code and username URL-encoded. */
export function accountLink(appUrl: string, kind: AccountLinkKind, code: string, username: string): string {
  return linkWithRawCode(appUrl, kind, encodeURIComponent(code), username);
}

/**
 * Same link, but the code goes in as given. The Lambda passes Cognito's placeholder (`{####}`) here: Cognito swaps
 * the literal placeholder for the code after the Lambda ran, so encoding it (%7B%23…) would leave no code in the mail.
 */
export function linkWithRawCode(appUrl: string, kind: AccountLinkKind, rawCode: string, username: string): string {
  const base = appUrl.replace(/\/+$/, '');
  return `${base}${ACCOUNT_LINK_PATHS[kind]}?code=${rawCode}&username=${encodeURIComponent(username)}`;
}
