import type { CognitoConfig } from '../config';
import type { IdentityProvider } from '../identity';
import { createAmplifyIdentity } from './amplifyIdentity';
import { amplifyPort } from './amplifyPort';
import { createAuthController, type AuthController } from './authController';
import { configureAmplify } from './configureAmplify';

export interface AmplifyAuth {
  controller: AuthController;
  identity: IdentityProvider;
}

/** The lazily loaded chunk with Amplify: configures it once and wires it to the app's session. */
export function startAmplifyAuth(config: CognitoConfig): AmplifyAuth {
  configureAmplify(config);
  const controller = createAuthController(amplifyPort);
  return { controller, identity: createAmplifyIdentity(config, controller) };
}
