import { useRouteError } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { AppReady } from '../appReady';
import { RouteErrorView } from './RouteErrorView';
import styles from './ShellErrorPage.module.css';
import { useRouteRetry } from './useRouteRetry';

/**
 * The root errorElement (docs/architecture.md §3.6, the outer tier): the shell itself failed, so this is a whole page with a minimal
 * header of its own. The logo is a plain link: going home loads the app afresh.
 */
export function ShellErrorPage() {
  const error = useRouteError();
  const { retry, isRetrying } = useRouteRetry(error);
  return (
    <div className={styles.shell}>
      <AppReady />
      <header className={styles.header}>
        <a className={styles.logo} href="/">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M12 2C7 6 5 10 5 13a7 7 0 0 0 14 0c0-3-2-7-7-11z" fill="currentColor" />
            <path d="M12 22V10" stroke="white" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {PRODUCT_NAME}
          <span className={styles.visuallyHidden}> – zur Startseite</span>
        </a>
      </header>
      <main id="inhalt" className={styles.main}>
        <RouteErrorView error={error} onRetry={retry} isRetrying={isRetrying} />
      </main>
    </div>
  );
}
