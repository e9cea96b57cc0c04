import type { ReactNode } from 'react';
import { PageTitle } from '../app/PageTitle';
import styles from './Page.module.css';

export interface PageProps {
  /** Document title (without product name); undefined on the start page. */
  title?: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
}

/** Page frame: document title, the one main heading, an optional intro. */
export function Page({ title, heading, intro, children }: PageProps) {
  return (
    <article className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.heading}>{heading}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </article>
  );
}
