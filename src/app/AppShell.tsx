import { Suspense, useEffect } from 'react';
import { graphql, RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import { session } from '../auth/session';
import { getEnvironment } from '../relay/environment';
import styles from './AppShell.module.css';
import { PageSpinner } from './feedback/PageSpinner';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';

export const AppShellQueryNode = graphql`
  query AppShellQuery($signedIn: Boolean!) {
    ...Header_query @arguments(signedIn: $signedIn)
  }
`;

/** Layout of every page: skip link, header, the route's content, footer. */
export function AppShell() {
  const queryRef = useLoaderData() as PreloadedQuery<AppShellQuery>;
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();

  // Sign-in and sign-out change what the header shows: load the shell query again for the new session.
  useEffect(() => session.subscribe(() => void revalidate()), [revalidate]);

  return (
    <RelayEnvironmentProvider environment={getEnvironment()}>
      {/* react-aria links and menu items navigate through react-router, without a page load. */}
      <RouterProvider navigate={navigate} useHref={useHref}>
      <div className={styles.shell}>
        <a className={styles.skip} href="#inhalt">
          Zum Inhalt springen
        </a>
        <Header queryRef={queryRef} />
        <main id="inhalt" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      </RouterProvider>
    </RelayEnvironmentProvider>
  );
}
