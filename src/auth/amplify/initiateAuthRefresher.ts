import { AuthError, decodeJWT } from 'aws-amplify/auth';
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];

interface InitiateAuthResponse {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
  __type?: string;
  message?: string;
}

/**
 * A token refresher for cognito-local: InitiateAuth with REFRESH_TOKEN_AUTH (the AWS JSON protocol, as the SDK
 * sends it). Errors carry Cognito's code as `name`, so Amplify clears the tokens on NotAuthorizedException.
 */
export function createInitiateAuthRefresher(
  endpoint: string,
  clientId: string,
  fetchImpl: typeof fetch = fetch,
): TokenRefresher {
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw new AuthError({ name: 'NotAuthorizedException', message: 'no refresh token' });
    const response = await fetchImpl(endpoint.replace(/\/?$/, '/'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as InitiateAuthResponse;
    const result = body.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      const name = body.__type?.split('#').pop() || 'InternalFailure';
      throw new AuthError({ name, message: body.message ?? `token refresh failed (${response.status})` });
    }
    const accessToken = decodeJWT(result.AccessToken);
    const iat = accessToken.payload.iat ?? Math.floor(Date.now() / 1000);
    return {
      accessToken,
      idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
      clockDrift: iat * 1000 - Date.now(),
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
    };
  };
}
