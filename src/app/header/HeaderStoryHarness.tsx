import { useEffect, useLayoutEffect } from 'react';
import { useQueryLoader } from 'react-relay/hooks';
import AppShellQueryNode, { type AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import { session, useSession, type SessionState } from '../../auth/session';
import { Header } from './Header';

export interface HeaderStoryHarnessProps {
  /**
   * Replaces the scenario's session before the header loads (e.g. `{ status: 'loading' }`, or signed in while the
   * 'loading' scenario never answers). Stories only.
   */
  sessionOverride?: SessionState;
}

/**
 * Stories only: does what the shell does for the header. Loads AppShellQuery in the environment of the story
 * (RelayEnvironmentProvider of the Storybook preview) for the current session, and again when the session changes.
 */
export function HeaderStoryHarness({ sessionOverride }: HeaderStoryHarnessProps) {
  useLayoutEffect(() => {
    if (sessionOverride) session.set(sessionOverride);
  }, [sessionOverride]);

  const signedIn = useSession().status === 'signedIn';
  const [queryRef, loadAppShellQuery] = useQueryLoader<AppShellQuery>(AppShellQueryNode);
  useEffect(() => {
    loadAppShellQuery({ signedIn }, { fetchPolicy: 'store-or-network' });
  }, [signedIn, loadAppShellQuery]);

  return queryRef ? <Header queryRef={queryRef} /> : null;
}
