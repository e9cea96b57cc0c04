import { Suspense, type ReactNode } from 'react';
import styles from '../src/app/AppShell.module.css';
import { Footer } from '../src/app/footer/Footer';
import { HeaderStoryHarness } from '../src/app/header/HeaderStoryHarness';

/**
 * A page story inside the app's frame, as AppShell lays out every page: the header (loaded for the scenario's
 * session), the page as `main`, the footer. Storybook's toolbar „Rahmen“ switches it off; the story tests run without
 * it (vitest.setup.ts), so their queries see the page alone.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <Suspense fallback={null}>
        <HeaderStoryHarness />
      </Suspense>
      <main id="inhalt" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
