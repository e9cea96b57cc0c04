import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { session } from '../auth/session';
import { fetchGraphQL } from './fetchGraphQL';

export function createEnvironment(accessToken: () => string | null = session.accessToken): Environment {
  return new Environment({
    network: Network.create((params, variables) => fetchGraphQL(params, variables, accessToken())),
    store: new Store(new RecordSource()),
  });
}

let current = createEnvironment();
let currentToken = session.accessToken();

/**
 * The environment of the current session. A new one whenever the token's owner changes (sign-in, sign-out), so no
 * data of one person is ever shown to the next.
 */
export function getEnvironment(): Environment {
  const token = session.accessToken();
  if ((token === null) !== (currentToken === null)) current = createEnvironment();
  currentToken = token;
  return current;
}
