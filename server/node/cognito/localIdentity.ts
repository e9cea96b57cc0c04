import { accountLink } from '../../cognito/accountLink.js';
import { startLocalCognito, type LocalCognitoOptions } from './local.js';
import type { LocalMessage } from './localMessages.js';
import { ensureLocalPool } from './localPool.js';
import type { CognitoPool } from './pool.js';

const LINK_LABELS: Record<LocalMessage['kind'], string> = {
  signUp: 'Bestätigungslink',
  resetPassword: 'Link zum Zurücksetzen des Passworts',
  verifyEmail: 'Link zur Bestätigung der neuen E-Mail-Adresse',
};

/** The console line for a mail cognito-local would have sent: the link the custom-message Lambda would put in it. */
export function localMailLine(appUrl: string, message: LocalMessage): string {
  return `${LINK_LABELS[message.kind]} für ${message.email}: ${accountLink(appUrl, message.kind, message.code, message.email)}`;
}

export interface LocalIdentity {
  pool: Required<CognitoPool>;
  pid: number;
  stop(): Promise<void>;
}

/**
 * cognito-local started, its pool and app client ensured, and every mail it would send printed as a clickable link
 * to `appUrl` (built like the production Lambda builds it). Used by `npm run dev`, `npm run cognito:local` and e2e.
 */
export async function startLocalIdentity(
  options: Omit<LocalCognitoOptions, 'onMessage'> & { appUrl: string; log?: (line: string) => void },
): Promise<LocalIdentity> {
  const log = options.log ?? console.log;
  const local = await startLocalCognito({ ...options, onMessage: (m) => log(localMailLine(options.appUrl, m)) });
  try {
    return { pool: await ensureLocalPool(local.endpoint), pid: local.pid, stop: local.stop };
  } catch (error) {
    await local.stop();
    throw error;
  }
}
