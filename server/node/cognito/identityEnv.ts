import type { CognitoPool } from './pool.js';

export type AuthFlow = 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';

/**
 * The pool as the app's build sees it: the contract with src/auth/config.ts. VITE_COGNITO_ENDPOINT only for
 * cognito-local; the flow is USER_PASSWORD_AUTH there (cognito-local cannot do SRP) and SRP against real Cognito.
 */
export function viteCognitoEnv(pool: CognitoPool): Record<string, string> {
  return {
    VITE_COGNITO_USER_POOL_ID: pool.userPoolId,
    VITE_COGNITO_CLIENT_ID: pool.clientId,
    VITE_COGNITO_REGION: pool.region,
    VITE_COGNITO_ENDPOINT: pool.endpoint ?? '',
    VITE_COGNITO_AUTH_FLOW: (pool.endpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH') satisfies AuthFlow,
  };
}

/** The pool as the Node server reads it (server/node/config.ts). */
export function serverCognitoEnv(pool: CognitoPool): Record<string, string> {
  return {
    AUTH_MODE: 'cognito',
    COGNITO_USER_POOL_ID: pool.userPoolId,
    COGNITO_CLIENT_ID: pool.clientId,
    COGNITO_REGION: pool.region,
    ...(pool.endpoint ? { COGNITO_ENDPOINT: pool.endpoint } : {}),
  };
}

/** `NAME=value` lines, e.g. for a developer's shell or .env.local. */
export const envLines = (env: Record<string, string>) => Object.entries(env).map(([k, v]) => `${k}=${v}`);
