import { mockTokenVerifier } from '../../mocks/auth.js';
import type { TokenVerifier } from '../core/ports.js';
import type { Repositories } from '../core/repositories/types.js';
import { getUserAttributes } from './cognito/getUserAttributes.js';
import { cognitoIssuer } from './cognito/pool.js';
import { createCognitoVerifier } from './cognito/verifier.js';
import { withSignUpAttributes } from './cognito/withSignUpAttributes.js';
import type { ServerConfig } from './config.js';

/** The x-access-code verifier for the configured AUTH_MODE (readConfig already refused mock in production). */
export function createVerifier(
  config: Pick<ServerConfig, 'authMode' | 'cognito'>,
  users: Pick<Repositories['users'], 'findById'>,
  log: (line: string) => void,
): TokenVerifier {
  if (config.authMode === 'mock') return mockTokenVerifier;
  const pool = config.cognito;
  if (!pool) throw new Error('AUTH_MODE=cognito without a user pool');
  return withSignUpAttributes(createCognitoVerifier({ issuer: cognitoIssuer(pool), clientId: pool.clientId }), {
    hasUser: async (sub) => Boolean(await users.findById(sub)),
    fetchAttributes: (token) => getUserAttributes(pool, token),
    log,
  });
}
