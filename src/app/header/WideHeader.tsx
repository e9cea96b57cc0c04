import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { DONATE_LINK, MAIN_LINKS } from '../../content/navigation';
import { Logo } from './Logo';
import styles from './WideHeader.module.css';

export interface WideHeaderProps {
  /** The secondary area (HeaderSecondary); it may suspend on its own without hiding logo and navigation. */
  secondary?: ReactNode;
}

/**
 * Header from 1024 px: logo, main navigation (Projekte, CO₂-Rechner, Über uns), the Spenden action (on every page,
 * for guests and signed-in viewers alike) and the secondary area.
 */
export function WideHeader({ secondary }: WideHeaderProps) {
  return (
    <div className={styles.bar}>
      <Logo />
      <nav aria-label="Hauptnavigation" className={styles.nav}>
        <ul className={styles.list}>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              {/* NavLink sets aria-current="page" on its path and every path below it (/projekte/uganda). */}
              <NavLink to={link.to} className={styles.link}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={DONATE_LINK.to} className={styles.donate}>
        {DONATE_LINK.label}
      </Link>
      <div className={styles.secondary}>{secondary}</div>
    </div>
  );
}
