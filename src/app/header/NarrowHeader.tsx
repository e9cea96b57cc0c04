import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SessionState } from '../../auth/session';
import { REGISTER_LINK } from '../../content/navigation';
import { useFromHere } from '../../features/auth/useFromHere';
import { lazyPart, useLazyPart } from '../lazyPart';
import { MenuIcon } from './icons';
import { Logo } from './Logo';
import styles from './NarrowHeader.module.css';
import { BREAKPOINTS } from '../../styles/breakpoints';

/** Spec §9 breakpoint lg: from here on the wide header takes over. */
const WIDE_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

/** The menu itself (react-aria's Modal and Dialog): loaded when it first opens, not with the page. */
const narrowMenu = lazyPart('Menü', () => import('./NarrowMenu').then((module) => module.NarrowMenu));

export interface NarrowHeaderProps {
  /** Guests get Registrieren and Anmelden, signed-in viewers their account links and Abmelden. */
  session: SessionState['status'];
  /** "Angemeldet als …" in the menu (NarrowAccountName); may suspend on its own. */
  accountName?: ReactNode;
  onSignOut: () => void;
  /** Opens the menu initially (stories). */
  defaultOpen?: boolean;
}

/**
 * Header below 1024 px (spec §2): logo, Registrieren for guests and a menu button. The menu (NarrowMenu) is a modal
 * dialog: it locks page scrolling, takes the focus, closes on Escape, its close button, a click outside or a followed
 * link, and gives the focus back to the menu button. Its code is loaded on first use.
 */
export function NarrowHeader({ session, accountName, onSignOut, defaultOpen = false }: NarrowHeaderProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const menuId = useId();
  const fromHere = useFromHere();
  // Should the menu's code fail to load, the button is closed again: the next press tries again.
  const Menu = useLazyPart(narrowMenu, isOpen, () => setOpen(false));

  // The narrow header disappears when the window grows wide: its menu must not stay open (and lock scrolling).
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(WIDE_MEDIA_QUERY);
    const handleChange = () => {
      if (media.matches) setOpen(false);
    };
    media.addEventListener('change', handleChange);
    return () => media.removeEventListener('change', handleChange);
  }, [isOpen]);

  function handleMenuButton(event: MouseEvent<HTMLButtonElement>) {
    // The dialog gives the focus back to the element that had it when it opened: make that the menu button also
    // where a click does not focus a button (Safari).
    if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
    setOpen(true);
  }

  function handleSignOut() {
    setOpen(false);
    onSignOut();
  }

  return (
    <div className={styles.bar}>
      <Logo />
      <div className={styles.actions}>
        {session === 'signedOut' ? (
          <Link to={REGISTER_LINK.to} state={fromHere} className={styles.register}>
            {REGISTER_LINK.label}
          </Link>
        ) : null}
        <button
          type="button"
          aria-label="Menü öffnen"
          aria-expanded={isOpen}
          aria-controls={isOpen && Menu ? menuId : undefined}
          className={styles.menuButton}
          onClick={handleMenuButton}
          // About to be used (pointer over it, touched, focused): fetch the menu's code already.
          onPointerEnter={narrowMenu.preload}
          onFocus={narrowMenu.preload}
        >
          <MenuIcon />
        </button>
        {Menu ? (
          <Menu
            id={menuId}
            isOpen={isOpen}
            onOpenChange={setOpen}
            session={session}
            accountName={accountName}
            onSignOut={handleSignOut}
          />
        ) : null}
      </div>
    </div>
  );
}

export interface SignedInAsProps {
  fullName: string;
}

export function SignedInAs({ fullName }: SignedInAsProps) {
  return (
    <p className={styles.signedInAs}>
      <span className={styles.signedInAsLabel}>Angemeldet als</span>
      <strong className={styles.fullName}>{fullName}</strong>
    </p>
  );
}
