import { graphql, loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import AppShellQueryNode, { type AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import { getEnvironment } from '../relay/environment';

// The header's data for a signed-in viewer. Its own module: only appShellLoader imports it, on demand, so guests never
// load Relay for the shell.
graphql`
  query AppShellQuery($signedIn: Boolean!) {
    ...Header_query @arguments(signedIn: $signedIn)
  }
`;

/** Starts the shell's query for a signed-in viewer in the session's environment. */
export function loadAppShellQuery(): PreloadedQuery<AppShellQuery> {
  return loadQuery<AppShellQuery>(
    getEnvironment(),
    AppShellQueryNode,
    { signedIn: true },
    { fetchPolicy: 'store-or-network' },
  );
}
