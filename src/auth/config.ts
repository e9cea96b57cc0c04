/**
 * Where the user pool is (contract with server and dev start-up): Vite env VITE_COGNITO_USER_POOL_ID,
 * VITE_COGNITO_CLIENT_ID, VITE_COGNITO_REGION, VITE_COGNITO_ENDPOINT (cognito-local's URL; unset for real Cognito)
 * and VITE_COGNITO_AUTH_FLOW (USER_PASSWORD_AUTH for cognito-local, else SRP).
 */
export type AuthFlow = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';

export interface CognitoConfig {
  userPoolId: string;
  clientId: string;
  region: string;
  /** cognito-local; undefined for the real Cognito of the region. */
  endpoint?: string;
  authFlow: AuthFlow;
}

type Env = Record<string, string | boolean | undefined>;

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The configured pool, or null when none is configured (then nobody can sign in: everyone is a guest). */
export function readCognitoConfig(env: Env): CognitoConfig | null {
  const userPoolId = text(env.VITE_COGNITO_USER_POOL_ID);
  const clientId = text(env.VITE_COGNITO_CLIENT_ID);
  if (!userPoolId || !clientId) return null;
  return {
    userPoolId,
    clientId,
    region: text(env.VITE_COGNITO_REGION) ?? userPoolId.split('_')[0],
    endpoint: text(env.VITE_COGNITO_ENDPOINT),
    authFlow: text(env.VITE_COGNITO_AUTH_FLOW) === 'USER_PASSWORD_AUTH' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH',
  };
}

/**
 * Whether Amplify has kept a signed-in user in this browser (its `LastAuthUser` key). A cheap synchronous check that
 * lets the start page skip loading Amplify for guests.
 */
export function hasStoredSession(
  config: CognitoConfig,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return Boolean(storage?.getItem(`CognitoIdentityServiceProvider.${config.clientId}.LastAuthUser`));
  } catch {
    // Storage blocked (privacy settings): Amplify could not have stored a session either.
    return false;
  }
}
