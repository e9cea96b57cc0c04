import { Suspense, useEffect } from 'react';
import { graphql, RelayEnvironmentProvider, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import AppShellQueryNode, { type AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import type { Header_query$data, Header_query$key } from '../../__generated__/Header_query.graphql';
import { useSession, type SessionState } from '../../auth/session';
import { useLazyPart } from '../lazyPart';
import { accountMenuPart } from './accountMenuPart';
import { FootprintBox } from './FootprintBox';
import { HeaderDataBoundary } from './HeaderDataBoundary';
import { HeaderSecondary } from './HeaderSecondary';
import { getHeaderStatus } from './headerStatus';
import { NarrowAccountName, NarrowHeader } from './NarrowHeader';
import { useSignOut } from './useSignOut';
import { WideHeader } from './WideHeader';
import styles from './Header.module.css';

export interface HeaderProps {
  /** The shell's query; the header reads Header_query from it. */
  queryRef: PreloadedQuery<AppShellQuery>;
}

/**
 * The page header (spec §2): the wide header from 1024 px, the narrow one below. Both are in the DOM; CSS shows
 * one at a time, so assistive technology only ever sees one. Logo, navigation and the menu button never wait for
 * data; only the parts that need it suspend.
 */
export function Header({ queryRef }: HeaderProps) {
  const { status: sessionStatus } = useSession();
  const handleSignOut = useSignOut();
  // Signed in: fetch the account menu's code while the header data is on its way (guests never load it).
  useEffect(() => {
    if (sessionStatus === 'signedIn') accountMenuPart.preload();
  }, [sessionStatus]);

  return (
    // The header's data belongs to the environment its query was loaded in. Right after sign-in or sign-out the
    // shell may already provide the next session's environment while this query is still the previous one's.
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <header className={styles.header}>
        <div className={styles.wide}>
          <WideHeader
            secondary={
              <HeaderDataBoundary resetKey={queryRef} fallback={<SecondaryWithoutData session={sessionStatus} onSignOut={handleSignOut} />}>
                {/* Status `loading`: nothing while the query is on its way. */}
                <Suspense fallback={null}>
                  <SecondaryWithData queryRef={queryRef} session={sessionStatus} onSignOut={handleSignOut} />
                </Suspense>
              </HeaderDataBoundary>
            }
          />
        </div>
        <div className={styles.narrow}>
          <NarrowHeader
            session={sessionStatus}
            onSignOut={handleSignOut}
            accountName={
              <HeaderDataBoundary resetKey={queryRef} fallback={null}>
                <Suspense fallback={null}>
                  <NarrowAccountWithData queryRef={queryRef} />
                </Suspense>
              </HeaderDataBoundary>
            }
          />
        </div>
      </header>
    </RelayEnvironmentProvider>
  );
}

/** Reads Header_query from the shell's query (suspends until it has loaded). */
function useHeaderQuery(queryRef: PreloadedQuery<AppShellQuery>): Header_query$data {
  const query = usePreloadedQuery(AppShellQueryNode, queryRef);
  return useFragment(
    graphql`
      fragment Header_query on Query @argumentDefinitions(signedIn: { type: "Boolean!" }) {
        user @include(if: $signedIn) {
          ...AccountMenu_user
          ...NarrowHeader_user
        }
        # null when nothing is saved yet (the server answers NOT_FOUND).
        calculator(country: "DE") @include(if: $signedIn) {
          ...FootprintBox_calculator
        }
        getDonations(active: true, rhythm: [monthly]) @include(if: $signedIn) {
          ...FootprintBox_donations
        }
      }
    `,
    query as Header_query$key,
  );
}

interface SecondaryWithDataProps extends HeaderProps {
  session: SessionState['status'];
  onSignOut: () => void;
}

function SecondaryWithData({ queryRef, session, onSignOut }: SecondaryWithDataProps) {
  const data = useHeaderQuery(queryRef);
  const status = getHeaderStatus(session, {
    loadedSignedIn: queryRef.variables.signedIn,
    hasFootprint: data.calculator != null,
  });
  return (
    <HeaderSecondary
      status={status}
      footprint={data.calculator ? <FootprintBox calculator={data.calculator} donations={data.getDonations ?? []} /> : null}
      user={data.user ?? null}
      onSignOut={onSignOut}
    />
  );
}

interface SecondaryWithoutDataProps {
  session: SessionState['status'];
  onSignOut: () => void;
}

/** When the header data failed: guests still get their prompt, signed-in viewers their account menu. */
function SecondaryWithoutData({ session, onSignOut }: SecondaryWithoutDataProps) {
  const AccountMenu = useLazyPart(accountMenuPart, session === 'signedIn');
  if (session === 'signedOut') return <HeaderSecondary status="guest" />;
  if (session === 'signedIn' && AccountMenu) return <AccountMenu user={null} onSignOut={onSignOut} />;
  return null;
}

/** Top of the narrow menu when signed in: the name, then the footprint box of the wide header (spec §9). */
function NarrowAccountWithData({ queryRef }: HeaderProps) {
  const data = useHeaderQuery(queryRef);
  if (!data.user) return null;
  return (
    <>
      <NarrowAccountName user={data.user} />
      {data.calculator ? <FootprintBox calculator={data.calculator} donations={data.getDonations ?? []} /> : null}
    </>
  );
}
