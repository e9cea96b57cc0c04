import type { AccountLinkKind } from '../../cognito/accountLink.js';

/** A mail cognito-local would have sent: it prints these as a box in its log instead. */
export interface LocalMessage {
  kind: AccountLinkKind;
  /** The address the mail goes to (the new one for an e-mail change). */
  email: string;
  code: string;
}

/**
 * Which page a mail links to, by the API call that caused it (cognito-local logs the call's name, not the
 * trigger source). AdminCreateUser's code is a temporary password and MFA codes are typed in: no link for those.
 */
const KIND_BY_TARGET: Record<string, AccountLinkKind> = {
  SignUp: 'signUp',
  ResendConfirmationCode: 'signUp',
  ForgotPassword: 'resetPassword',
  UpdateUserAttributes: 'verifyEmail',
  AdminUpdateUserAttributes: 'verifyEmail',
  GetUserAttributeVerificationCode: 'verifyEmail',
};

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Reads cognito-local's output line by line and reports each "Confirmation Code Delivery" box as a LocalMessage.
 * The box starts on the log line `<reqId> <Target> ╭──╮`, has `Destination:` and `Code:` rows and ends with `╰──╯`.
 */
export function createLocalMessageReader(onMessage: (message: LocalMessage) => void) {
  let box: { target: string; fields: Map<string, string> } | null = null;
  return function readLine(raw: string) {
    const line = raw.replace(ANSI, '');
    const start = /INFO: \S+ (\w+) ╭/.exec(line);
    if (start) {
      box = { target: start[1], fields: new Map() };
      return;
    }
    if (!box) return;
    const field = /│\s+([A-Za-z ]+):\s+(.*?)\s+│/.exec(line);
    if (field) box.fields.set(field[1].trim(), field[2]);
    if (!line.includes('╰')) return;
    const kind = KIND_BY_TARGET[box.target];
    const email = box.fields.get('Destination');
    const code = box.fields.get('Code');
    box = null;
    if (kind && email && code) onMessage({ kind, email, code });
  };
}
