import { useState } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import type { SessionState } from '../../auth/session';
import { lazyPart, useLazyPart } from '../lazyPart';
import { HeaderSecondary } from './HeaderSecondary';
import { getHeaderStatus } from './headerStatus';
import { SecondaryWithoutData } from './SecondaryWithoutData';

/** The part that shows the shell query's data (Header.data.tsx, with Relay): loaded only when there is a query. */
const wideHeaderData = lazyPart('Kopfzeile (Daten)', () =>
  import('./Header.data').then((module) => module.WideHeaderData),
);

export interface WideSecondaryProps {
  /** The shell's query (a signed-in viewer); null for guests, who need no data. */
  queryRef: PreloadedQuery<AppShellQuery> | null;
  session: SessionState['status'];
  onSignOut: () => void;
}

/** The wide header's secondary area, as the session and the shell's query allow (Header.tsx). */
export function WideSecondary({ queryRef, session, onSignOut }: WideSecondaryProps) {
  const [dataPartFailed, setDataPartFailed] = useState(false);
  const WideData = useLazyPart(wideHeaderData, queryRef, () => setDataPartFailed(true));
  if (queryRef && WideData) return <WideData queryRef={queryRef} session={session} onSignOut={onSignOut} />;
  // The data part's code could not be loaded: what the session alone allows.
  if (queryRef && dataPartFailed) return <SecondaryWithoutData session={session} onSignOut={onSignOut} />;
  // No data (a guest), or the data part still on its way (status `loading`: nothing yet).
  return <HeaderSecondary status={getHeaderStatus(session, null)} />;
}
