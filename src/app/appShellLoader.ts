import type { PreloadedQuery } from 'react-relay/hooks';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import { session } from '../auth/session';

/** The shell's loader data: the header's query for a signed-in viewer; null for guests (they need no data). */
export type AppShellData = PreloadedQuery<AppShellQuery> | null;

/**
 * Starts the shell's query as the route loads, so code and data load in parallel — only for a signed-in viewer, and
 * with Relay imported then: a guest's page loads no Relay for the shell. The session being checked counts as a guest
 * until it is known (the shell loads again when it changes).
 */
export function appShellLoader(): AppShellData | Promise<AppShellData> {
  if (session.get().status !== 'signedIn') return null;
  return import('./AppShell.query').then(({ loadAppShellQuery }) => loadAppShellQuery());
}
