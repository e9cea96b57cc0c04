import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { CognitoConfig } from '../config';
import { createInitiateAuthRefresher } from './initiateAuthRefresher';

/**
 * Amplify for our user pool: e-mail as username, codes (the custom-message Lambda turns them into links). Against
 * cognito-local (an endpoint is set) tokens are refreshed with InitiateAuth REFRESH_TOKEN_AUTH, because it lacks
 * GetTokensFromRefreshToken, which Amplify uses.
 */
export function configureAmplify(config: CognitoConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.clientId,
        userPoolEndpoint: config.endpoint,
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  if (config.endpoint) {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createInitiateAuthRefresher(config.endpoint, config.clientId),
    );
  }
}
