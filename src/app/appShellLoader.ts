import { loadQuery } from 'react-relay/hooks';
import { session } from '../auth/session';
import AppShellQueryNode, { type AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import { getEnvironment } from '../relay/environment';

/** Starts the shell's query as the route loads, so code and data load in parallel. */
export function appShellLoader() {
  const signedIn = session.get().status === 'signedIn';
  return loadQuery<AppShellQuery>(getEnvironment(), AppShellQueryNode, { signedIn }, { fetchPolicy: 'store-or-network' });
}
