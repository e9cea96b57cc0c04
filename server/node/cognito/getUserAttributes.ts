import { InfrastructureError } from '../../core/errors.js';
import { InvalidTokenError } from '../../core/ports.js';
import { cognitoServiceUrl, type CognitoPool } from './pool.js';

/** What the identity provider knows about a user beyond the access token (which carries no e-mail or names). */
export interface IdentityAttributes {
  email?: string;
  /** email_verified: the address was confirmed with a code (sign-up or e-mail change). */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  /** custom:newsletter: '1' when the newsletter box was ticked at sign-up. */
  newsletter: boolean;
}

/** Cognito refused the token itself (revoked, user deleted or disabled): the caller is not signed in. */
export class IdentityRefusedError extends InvalidTokenError {}

const REFUSALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'PasswordResetRequiredException']);

/**
 * Cognito `GetUser` with the user's own access token. It is a plain JSON POST that needs no AWS credentials (the token
 * is the authorisation), so the server calls it with fetch instead of shipping the AWS SDK; cognito-local answers the
 * same request.
 */
export async function getUserAttributes(
  pool: Pick<CognitoPool, 'region' | 'endpoint'>,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<IdentityAttributes> {
  const res = await fetchImpl(`${cognitoServiceUrl(pool)}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
    },
    body: JSON.stringify({ AccessToken: accessToken }),
    signal: AbortSignal.timeout(5000),
  }).catch((error: unknown) => {
    // Unreachable or too slow: Cognito is down, the token may be fine.
    throw new InfrastructureError(`Cognito GetUser unreachable: ${String(error)}`, { cause: error });
  });
  const body = (await res.json().catch(() => ({}))) as {
    UserAttributes?: { Name: string; Value?: string }[];
    __type?: string;
    message?: string;
  };
  if (!res.ok) {
    const type = (body.__type ?? '').split('#').pop() ?? '';
    const message = `Cognito GetUser answered ${res.status} ${type}: ${body.message ?? ''}`.trim();
    if (REFUSALS.has(type)) throw new IdentityRefusedError(message);
    // Cognito failing or throttling (5xx, TooManyRequestsException …): it could not answer, not a verdict.
    throw res.status >= 500 || res.status === 429 || /TooManyRequests|LimitExceeded|InternalError/.test(type)
      ? new InfrastructureError(message)
      : new Error(message);
  }
  const attrs = new Map((body.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
  return {
    email: attrs.get('email'),
    emailVerified: attrs.get('email_verified') === 'true',
    givenName: attrs.get('given_name'),
    familyName: attrs.get('family_name'),
    newsletter: attrs.get('custom:newsletter') === '1',
  };
}
