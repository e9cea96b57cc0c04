import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AccountMenu_user$key } from '../../__generated__/AccountMenu_user.graphql';
import { REGISTER_LINK, SIGN_IN_LINK } from '../../content/navigation';
import { useFromHere } from '../../features/auth/useFromHere';
import { useLazyPart } from '../lazyPart';
import { accountMenuPart } from './accountMenuPart';
import type { HeaderStatus } from './headerStatus';
import { ArrowRightIcon } from './icons';
import styles from './HeaderSecondary.module.css';

export interface HeaderSecondaryProps {
  status: HeaderStatus;
  /** The footprint box, shown in status `footprint`. */
  footprint?: ReactNode;
  /** The signed-in viewer for the account menu. */
  user?: AccountMenu_user$key | null;
  onSignOut?: () => void;
}

/**
 * The wide header's secondary area (spec §2, §4): nothing while loading; 'Mach mit!' and Registrieren plus Anmelden
 * for guests; for signed-in viewers the footprint box or a prompt to calculate it, and the account menu. The account
 * menu's code is loaded on demand: a signed-in viewer's area appears as a whole once it is there (should it fail to
 * load, the area shows without the menu).
 */
export function HeaderSecondary({ status, footprint, user = null, onSignOut = () => {} }: HeaderSecondaryProps) {
  const signedIn = status === 'no_footprint' || status === 'footprint';
  const [menuFailed, setMenuFailed] = useState(false);
  const fromHere = useFromHere();
  const AccountMenu = useLazyPart(accountMenuPart, signedIn, () => setMenuFailed(true));
  if (signedIn && !AccountMenu && !menuFailed) return null;
  const accountMenu = AccountMenu ? <AccountMenu user={user} onSignOut={onSignOut} /> : null;

  switch (status) {
    case 'loading':
      return null;
    case 'guest':
      return (
        <div className={styles.area}>
          {/* One link: "Mach mit!" used to look like a link of its own but did nothing. */}
          <Link to={REGISTER_LINK.to} state={fromHere} className={styles.join}>
            <span className={styles.joinText}>Mach mit!</span>
            <span className={styles.primary}>{REGISTER_LINK.label}</span>
          </Link>
          <Link to={SIGN_IN_LINK.to} className={styles.secondary}>
            {SIGN_IN_LINK.label}
          </Link>
        </div>
      );
    case 'no_footprint':
      return (
        <div className={styles.area}>
          <Link to="/co2-rechner" className={styles.prompt}>
            {/* Narrower than xxl the bar has no room for the whole prompt: „CO₂ berechnen“ shows, the name stays whole. */}
            <span className={styles.promptShort} aria-hidden="true">
              CO₂ berechnen
            </span>
            <span className={styles.promptFull}>CO₂-Fußabdruck berechnen</span>
            <ArrowRightIcon className={styles.arrow} />
          </Link>
          {accountMenu}
        </div>
      );
    case 'footprint':
      return (
        <div className={styles.area}>
          {footprint}
          {accountMenu}
        </div>
      );
  }
}
