import { useEffect, useState } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import { useSession } from '../../auth/session';
import { lazyPart, useLazyPart } from '../lazyPart';
import { accountMenuPart } from './accountMenuPart';
import { HeaderSecondary } from './HeaderSecondary';
import { getHeaderStatus } from './headerStatus';
import { NarrowHeader } from './NarrowHeader';
import { SecondaryWithoutData } from './SecondaryWithoutData';
import { useSignOut } from './useSignOut';
import { WideHeader } from './WideHeader';
import styles from './Header.module.css';

/** The parts that show the shell query's data (Header.data.tsx, with Relay): loaded only when there is a query. */
const wideHeaderData = lazyPart('Kopfzeile (Daten)', () =>
  import('./Header.data').then((module) => module.WideHeaderData),
);
const narrowHeaderData = lazyPart('Menü (Daten)', () =>
  import('./Header.data').then((module) => module.NarrowHeaderData),
);

export interface HeaderProps {
  /** The shell's query (a signed-in viewer); the header reads Header_query from it. Null for guests: no data. */
  queryRef: PreloadedQuery<AppShellQuery> | null;
}

/**
 * The page header (spec §2): the wide header from 1024 px, the narrow one below. Both are in the DOM; CSS shows
 * one at a time, so assistive technology only ever sees one. Logo, navigation and the menu button never wait for
 * data; only the parts that need it wait, and their code (Relay) loads only when there is a query — a guest's header
 * is complete without it, the same on the server and in the browser.
 */
export function Header({ queryRef }: HeaderProps) {
  const { status: sessionStatus } = useSession();
  const handleSignOut = useSignOut();
  const [dataPartFailed, setDataPartFailed] = useState(false);
  const WideData = useLazyPart(wideHeaderData, queryRef, () => setDataPartFailed(true));
  const NarrowData = useLazyPart(narrowHeaderData, queryRef);
  // Signed in: fetch the account menu's code while the header data is on its way (guests never load it).
  useEffect(() => {
    if (sessionStatus === 'signedIn') accountMenuPart.preload();
  }, [sessionStatus]);

  let secondary;
  if (queryRef && WideData)
    secondary = <WideData queryRef={queryRef} session={sessionStatus} onSignOut={handleSignOut} />;
  // The data part's code could not be loaded: what the session alone allows.
  else if (queryRef && dataPartFailed)
    secondary = <SecondaryWithoutData session={sessionStatus} onSignOut={handleSignOut} />;
  // No data (a guest), or the data part still on its way (status `loading`: nothing yet).
  else secondary = <HeaderSecondary status={getHeaderStatus(sessionStatus, null)} />;

  return (
    <header className={styles.header}>
      <div className={styles.wide}>
        <WideHeader secondary={secondary} />
      </div>
      <div className={styles.narrow}>
        <NarrowHeader
          session={sessionStatus}
          onSignOut={handleSignOut}
          accountName={queryRef && NarrowData ? <NarrowData queryRef={queryRef} /> : null}
        />
      </div>
    </header>
  );
}
