import type { ReactNode } from 'react';
import styles from './ProfileSection.module.css';

export interface ProfileSectionProps {
  /** Anchor of the section, also names it for screen readers. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled block of the profile page (e-mail, sign-out, deletion), named by its heading. */
export function ProfileSection({ id, title, children }: ProfileSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
