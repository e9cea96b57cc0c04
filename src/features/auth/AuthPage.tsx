import type { ReactNode } from 'react';
import { pageByInternal } from '../../content/routes';
import { Page } from '../../ui/Page';
import { IdentityNotice } from './IdentityNotice';
import styles from './AuthPage.module.css';

export interface AuthPageProps {
  /** Internal page (spec §2) whose title, heading and intro routes.ts holds. */
  internal: string;
  /** Replaces the intro (e.g. after the form was sent). */
  intro?: string;
  children: ReactNode;
}

/** The frame of the sign-up and sign-in pages: heading and intro from routes.ts, the mock-mode notice, content. */
export function AuthPage({ internal, intro, children }: AuthPageProps) {
  const page = pageByInternal(internal);
  return (
    <Page title={page.title} heading={page.heading} intro={intro ?? page.intro}>
      <div className={styles.content}>
        <IdentityNotice />
        {children}
      </div>
    </Page>
  );
}
