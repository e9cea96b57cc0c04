import { hasStoredSession, type CognitoConfig } from './config';
import type { AuthAdapter } from './session';
import type { AmplifyAuth } from './amplify/startAmplifyAuth';

/**
 * The app's AuthAdapter for Cognito. Amplify is a chunk of its own: it loads at start only when Amplify has kept a
 * signed-in user in this browser, otherwise on the first call that needs it (sign-in and sign-up pages).
 */
export function createCognitoAdapter(config: CognitoConfig): AuthAdapter {
  let loading: Promise<AmplifyAuth> | undefined;
  const load = () => {
    loading ??= import('./amplify/startAmplifyAuth').then(
      (module) => module.startAmplifyAuth(config),
      (error: unknown) => {
        // A chunk that failed to load (network) is not remembered: the next call tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    async restore() {
      if (!hasStoredSession(config)) return { status: 'signedOut' };
      return (await load()).controller.restore();
    },
    signOut: async (options) => (await load()).controller.signOut(options),
    deleteUser: async () => (await load()).controller.deleteUser(),
    identity: async () => (await load()).identity,
  };
}
