import { Suspense } from 'react';
import {
  graphql,
  RelayEnvironmentProvider,
  useFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import AppShellQueryNode, { type AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import type { Header_query$data, Header_query$key } from '../../__generated__/Header_query.graphql';
import type { SessionState } from '../../auth/session';
import { FootprintBox } from './FootprintBox';
import { HeaderDataBoundary } from './HeaderDataBoundary';
import { HeaderSecondary } from './HeaderSecondary';
import { getHeaderStatus } from './headerStatus';
import { NarrowAccountName } from './NarrowHeader.account';
import { SecondaryWithoutData } from './SecondaryWithoutData';

/**
 * The header's parts that show the shell query's data (a signed-in viewer's name, footprint and account menu). Their
 * own chunk with Relay, loaded by <Header> only when there is a query: guests never load it.
 */

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

export interface HeaderDataProps {
  /** The shell's query; the header reads Header_query from it. */
  queryRef: PreloadedQuery<AppShellQuery>;
}

export interface WideHeaderDataProps extends HeaderDataProps {
  session: SessionState['status'];
  onSignOut: () => void;
}

/**
 * The wide header's secondary area from the data. The header's data belongs to the environment its query was loaded
 * in: right after sign-in or sign-out the shell may already provide the next session's environment while this query
 * is still the previous one's.
 */
export function WideHeaderData({ queryRef, session, onSignOut }: WideHeaderDataProps) {
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <HeaderDataBoundary
        resetKey={queryRef}
        fallback={<SecondaryWithoutData session={session} onSignOut={onSignOut} />}
      >
        {/* Status `loading`: nothing while the query is on its way. */}
        <Suspense fallback={null}>
          <SecondaryWithData queryRef={queryRef} session={session} onSignOut={onSignOut} />
        </Suspense>
      </HeaderDataBoundary>
    </RelayEnvironmentProvider>
  );
}

function SecondaryWithData({ queryRef, session, onSignOut }: WideHeaderDataProps) {
  const data = useHeaderQuery(queryRef);
  const status = getHeaderStatus(session, {
    loadedSignedIn: queryRef.variables.signedIn,
    hasFootprint: data.calculator != null,
  });
  return (
    <HeaderSecondary
      status={status}
      footprint={
        data.calculator ? <FootprintBox calculator={data.calculator} donations={data.getDonations ?? []} /> : null
      }
      user={data.user ?? null}
      onSignOut={onSignOut}
    />
  );
}

/** Top of the narrow menu when signed in: the name, then the footprint box of the wide header (spec §9). */
export function NarrowHeaderData({ queryRef }: HeaderDataProps) {
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <HeaderDataBoundary resetKey={queryRef} fallback={null}>
        <Suspense fallback={null}>
          <NarrowAccountWithData queryRef={queryRef} />
        </Suspense>
      </HeaderDataBoundary>
    </RelayEnvironmentProvider>
  );
}

function NarrowAccountWithData({ queryRef }: HeaderDataProps) {
  const data = useHeaderQuery(queryRef);
  if (!data.user) return null;
  return (
    <>
      <NarrowAccountName user={data.user} />
      {data.calculator ? <FootprintBox calculator={data.calculator} donations={data.getDonations ?? []} /> : null}
    </>
  );
}
