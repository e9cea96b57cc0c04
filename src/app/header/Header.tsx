import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import type { Header_query$key } from '../../__generated__/Header_query.graphql';
import { AppShellQueryNode } from '../AppShell';

export interface HeaderProps {
  queryRef: PreloadedQuery<AppShellQuery>;
}

/** Placeholder header; the full wide/narrow header replaces it. */
export function Header({ queryRef }: HeaderProps) {
  return (
    <header>
      <Link to="/">Klimahain</Link>
      <Suspense fallback={null}>
        <HeaderData queryRef={queryRef} />
      </Suspense>
    </header>
  );
}

function HeaderData({ queryRef }: HeaderProps) {
  const query = usePreloadedQuery(AppShellQueryNode, queryRef);
  const data = useFragment(
    graphql`
      fragment Header_query on Query @argumentDefinitions(signedIn: { type: "Boolean!" }) {
        user @include(if: $signedIn) {
          firstName
          lastName
        }
      }
    `,
    query as Header_query$key,
  );
  return data.user ? <span>{data.user.firstName}</span> : <Link to="/anmelden">Anmelden</Link>;
}
