import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { session } from '../auth/session';
import { fetchGraphQL } from './fetchGraphQL';
import { receivePrerenderedRecords } from './prerenderedRecords';
import { retryingFetch } from './retryingFetch';
import { registerEnvironmentSource } from './sessionEnvironment';

const owners = new WeakMap<Environment, string | null>();

export function createEnvironment(accessToken: () => string | null = session.accessToken): Environment {
  const environment = new Environment({
    // The token is read at each try: a refresh during an outage is used by the next one.
    network: Network.create((params, variables) =>
      retryingFetch(() => fetchGraphQL(params, variables, accessToken()), {
        retry: params.operationKind === 'query',
        onRetry: (attempt) => console.warn(`[GraphQL] ${params.name}: neuer Versuch ${attempt}`),
      }),
    ),
    store: new Store(new RecordSource()),
  });
  owners.set(environment, session.userId());
  return environment;
}

/**
 * Whose session an environment was made for (a user id, or null for guests); undefined for environments made
 * elsewhere (tests). Right after a sign-in the page may still hold the guest's environment for a moment.
 */
export const environmentOwner = (environment: Environment): string | null | undefined => owners.get(environment);

let current = createEnvironment();
let currentOwner = session.userId();

/**
 * The environment of the current session: a new, empty one whenever the session's owner changes (sign-in, sign-out,
 * another user), so no data of one person is ever shown to the next. A refreshed token keeps the store.
 */
export function getEnvironment(): Environment {
  const owner = session.userId();
  if (owner !== currentOwner) current = createEnvironment();
  currentOwner = owner;
  return current;
}

/** A new, empty environment for the current session: the prerenderer starts every page from an empty store. */
export function resetEnvironment(): Environment {
  current = createEnvironment();
  currentOwner = session.userId();
  return current;
}

// A prerendered page's records are a guest's: they go into the store of the environment the page starts with.
receivePrerenderedRecords((records) => {
  const store = current.getStore();
  store.publish(new RecordSource(records as ConstructorParameters<typeof RecordSource>[0]));
  store.notify();
});

// Whatever loaded Relay first, the app's RelayScope now finds the session's environment without waiting.
registerEnvironmentSource(getEnvironment);
