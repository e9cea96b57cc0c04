import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useRevalidator } from 'react-router-dom';
import { session } from '../auth/session';
import { ConsentManager } from '../features/consent/ConsentManager';
import styles from './AppShell.module.css';
import { LoadingHost } from './feedback/LoadingHost';
import { ModalHost } from './feedback/ModalHost';
import { PageSpinner } from './feedback/PageSpinner';
import { ToastRegion } from './feedback/ToastRegion';
import { deferredPart } from './deferredPart';
import { GuestResultMoverSlot } from '../features/calculator/GuestResultMoverSlot';
import { RelayScope } from '../relay/RelayScope';
import { PartReady } from './appReady';
import type { AppShellData } from './appShellLoader';
import { Header } from './header/Header';
import { RouteFocus } from './navigation/RouteFocus';

/**
 * The footer (links, the newsletter box, the consent settings) lies below the view: its code waits for the reader like
 * the donor journey's pages (deferredPart.tsx). Its links work as plain links meanwhile.
 */
const footer = deferredPart('Fußzeile', async () => (await import('./footer/Footer')).Footer);

/** Layout of every page: skip link, header, the route's content, footer. */
export function AppShell() {
  // The header's query for a signed-in viewer (AppShell.query.ts); null for guests, who need no data.
  const queryRef = useLoaderData() as AppShellData;
  const { revalidate } = useRevalidator();

  // Sign-in and sign-out change what the header shows: load the shell query again for the new session. A kept
  // session may be restored before this effect subscribes (the first render waits for the page's code): then the
  // query was loaded for a guest and is loaded again at once.
  const loadedSignedIn = queryRef !== null;
  useEffect(() => {
    const status = session.get().status;
    if (status !== 'loading' && (status === 'signedIn') !== loadedSignedIn) void revalidate();
    return session.subscribe(() => void revalidate());
  }, [revalidate, loadedSignedIn]);

  return (
    // Relay for the pages and parts that use it, without loading Relay for those that do not. Signed in: the
    // environment the shell query was loaded in (right after a sign-in or sign-out the next session's environment
    // already exists while this render still shows the previous query); for guests the session's, found on first use.
    // react-aria's router links and language come with the parts and pages that use react-aria (AriaRouter).
    <RelayScope environment={queryRef?.environment} resetKey={queryRef}>
      <div className={styles.shell}>
        <a className={styles.skip} href="#inhalt">
          Zum Inhalt springen
        </a>
        {/* Each boundary is hydrated on its own, in slices between which the browser can react to input: without them
            the whole page is hydrated in one long task (on a slow phone hundreds of milliseconds of blocked input). */}
        <Suspense fallback={null}>
          <Header queryRef={queryRef} />
          <PartReady part="header" />
        </Suspense>
        <main id="inhalt" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PartReady part="page" />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <footer.Component />
          <PartReady part="footer" />
        </Suspense>
      </div>
      <RouteFocus mainId="inhalt" />
      {/* A guest's calculator result goes into the account right at sign-in, so the header shows it at once. */}
      <GuestResultMoverSlot />
      {/* Top of the page after a link, the old place after back/forward. */}
      <ScrollRestoration />
      {/* The global toasts and modal, once for the whole app (both render into document.body). */}
      <ToastRegion />
      <ModalHost />
      <LoadingHost />
      {/* Consent banner and settings (own chunk, after the first page), the legal pages' reload rule, page views. */}
      <ConsentManager />
    </RelayScope>
  );
}
