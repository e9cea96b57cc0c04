import { mockIdentityDirectory } from '../../mocks/auth.js';
import type { IdentityDirectory } from '../core/ports.js';
import { cognitoIdentityDirectory } from './cognito/identityDirectory.js';
import type { ServerConfig } from './config.js';

/** Who answers "which e-mail has this caller verified?" for the configured AUTH_MODE (as createVerifier). */
export function createIdentityDirectory(config: Pick<ServerConfig, 'authMode' | 'cognito'>): IdentityDirectory {
  if (config.authMode === 'mock') return mockIdentityDirectory;
  if (!config.cognito) throw new Error('AUTH_MODE=cognito without a user pool');
  return cognitoIdentityDirectory(config.cognito);
}
