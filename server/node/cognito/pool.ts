/** Where the user pool lives: real Cognito in a region, or cognito-local at `endpoint`. */
export interface CognitoPool {
  userPoolId: string;
  clientId: string;
  region: string;
  /** cognito-local's URL (e.g. http://127.0.0.1:9229); unset for the real Cognito of `region`. */
  endpoint?: string;
}

/** The service URL the identity API (GetUser, InitiateAuth …) is called at. */
export function cognitoServiceUrl(pool: Pick<CognitoPool, 'region' | 'endpoint'>): string {
  return pool.endpoint ? pool.endpoint.replace(/\/+$/, '') : `https://cognito-idp.${pool.region}.amazonaws.com`;
}

/**
 * The `iss` of the pool's tokens. Real Cognito: https://cognito-idp.<region>.amazonaws.com/<poolId>; cognito-local
 * issues `<IssuerDomain>/<poolId>`, and we set its IssuerDomain to its own endpoint.
 */
export function cognitoIssuer(pool: Pick<CognitoPool, 'region' | 'endpoint' | 'userPoolId'>): string {
  return `${cognitoServiceUrl(pool)}/${pool.userPoolId}`;
}
