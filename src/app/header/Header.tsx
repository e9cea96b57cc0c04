import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import { useSession } from '../../auth/session';
import { deferredPart } from '../deferredPart';
import { lazyPart, useLazyPart } from '../lazyPart';
import { accountMenuPart } from './accountMenuPart';
import { NarrowHeader } from './NarrowHeader';
import type { WideSecondaryProps } from './WideSecondary';
import { WideHeader } from './WideHeader';
import styles from './Header.module.css';

/** The part of the narrow header that shows the shell query's data (Header.data.tsx, with Relay): only with a query. */
const narrowHeaderData = lazyPart('Menü (Daten)', () =>
  import('./Header.data').then((module) => module.NarrowHeaderData),
);

/**
 * The wide header's secondary area (Registrieren, Anmelden; for signed-in viewers their footprint and menu): on a
 * prerendered page its code waits for the reader (deferredPart.tsx) — its links work as plain links meanwhile, and on
 * a phone it is not even shown.
 */
const wideSecondary = deferredPart<WideSecondaryProps>(
  'Kopfzeile (Anmelden, Konto)',
  async () => (await import('./WideSecondary')).WideSecondary,
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
  // Abmelden's code (session, toasts) comes when it is pressed: a guest's page — every prerendered one — never needs it.
  const navigate = useNavigate();
  const handleSignOut = useCallback(() => {
    void import('./useSignOut').then(({ signOut }) => signOut(navigate));
  }, [navigate]);
  const NarrowData = useLazyPart(narrowHeaderData, queryRef);
  // Signed in: fetch the account menu's code while the header data is on its way (guests never load it).
  useEffect(() => {
    if (sessionStatus === 'signedIn') accountMenuPart.preload();
  }, [sessionStatus]);

  return (
    <header className={styles.header}>
      <div className={styles.wide}>
        <WideHeader
          secondary={<wideSecondary.Component queryRef={queryRef} session={sessionStatus} onSignOut={handleSignOut} />}
        />
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
