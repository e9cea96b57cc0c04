import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SessionState } from '../../auth/session';
import { REGISTER_LINK } from '../../content/navigation';
import { useFromHere } from '../../features/auth/useFromHere';
import { MenuIcon } from './icons';
import { Logo } from './Logo';
import { deferredPart } from '../deferredPart';
import type { NarrowMenuContentProps } from './NarrowMenu';
import styles from './NarrowHeader.module.css';
import { BREAKPOINTS } from '../../styles/breakpoints';
import { NATIVE_UNTIL_READY } from '../../ssr/nativeUntilReady';

/**
 * What the menu shows: in the page's HTML from the start, its code fetched at the reader's first sign on a prerendered
 * page (deferredPart.tsx) — not with the page, and not at idle (issue 26's budgets count what a page fetches until
 * then). Its HTML works by itself meanwhile (NarrowMenu.tsx).
 */
const narrowMenu = deferredPart<NarrowMenuContentProps>(
  'Menü',
  async () => (await import('./NarrowMenu')).NarrowMenuContent,
);

/** Spec §9 breakpoint lg: from here on the wide header takes over. */
const WIDE_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

export interface NarrowHeaderProps {
  /** Guests get Registrieren and Anmelden, signed-in viewers their account links and Abmelden. */
  session: SessionState['status'];
  /** "Angemeldet als …" in the menu (NarrowAccountName); may suspend on its own. */
  accountName?: ReactNode;
  onSignOut: () => void;
  /** Opens the menu initially (stories). */
  defaultOpen?: boolean;
}

/** Whether the browser has popovers (all current ones; not happy-dom, not Safari before 17). */
const hasPopover = (element: HTMLElement | null): element is HTMLElement => typeof element?.showPopover === 'function';

/**
 * Header below 1024 px (spec §2): logo, Registrieren for guests and a menu button. The menu (NarrowMenu) is a native
 * popover in the page's HTML that the button opens by itself (`popovertarget`): the first tap works before the app has
 * taken over a prerendered page, and the app follows the popover's state once it has. Opened, the menu takes the focus,
 * keeps Tab inside, stops the page from scrolling, closes on Escape, „Menü schließen“, a tap beside it or a followed
 * link, and gives the focus back to the menu button.
 */
export function NarrowHeader({ session, accountName, onSignOut, defaultOpen = false }: NarrowHeaderProps) {
  const [isOpen, setOpen] = useState(false);
  // aria-expanded comes with the app: before, the browser itself says whether the popover of the button is open.
  const [hydrated, setHydrated] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const fromHere = useFromHere();

  useEffect(() => {
    setHydrated(true);
    const menu = menuRef.current;
    if (!hasPopover(menu)) return setOpen(defaultOpen);
    // Tapped open before the app took over the page: the state follows.
    if (menu.matches(':popover-open')) setOpen(true);
    else if (defaultOpen) menu.showPopover();
  }, [defaultOpen]);

  function close() {
    const menu = menuRef.current;
    if (hasPopover(menu)) {
      if (menu.matches(':popover-open')) menu.hidePopover();
    } else setOpen(false);
  }

  // The narrow header disappears when the window grows wide: its menu must not stay open (and lock scrolling).
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(WIDE_MEDIA_QUERY);
    const handleChange = () => {
      if (media.matches) close();
    };
    media.addEventListener('change', handleChange);
    return () => media.removeEventListener('change', handleChange);
  }, [isOpen]);

  function handleSignOut() {
    close();
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
          aria-expanded={hydrated ? isOpen : undefined}
          aria-controls={menuId}
          popoverTarget={menuId}
          {...{ [NATIVE_UNTIL_READY]: '' }}
          className={styles.menuButton}
          // Without popovers the state alone opens the menu.
          onClick={() => {
            if (!hasPopover(menuRef.current)) setOpen(!isOpen);
          }}
        >
          <MenuIcon />
        </button>
        {/* A dialog like react-aria's (Tab goes round inside it: NarrowMenu.tsx); the browser focuses it as it
            opens — the panel itself, not its first link — because a popover's focusing steps look for `autofocus`. */}
        <div
          ref={menuRef}
          id={menuId}
          popover="auto"
          role="dialog"
          aria-label="Menü"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          data-open={isOpen || undefined}
          {...{ [NATIVE_UNTIL_READY]: '' }}
          className={styles.panel}
          onToggle={(event) => setOpen(event.newState === 'open')}
        >
          <narrowMenu.Component
            id={menuId}
            isOpen={isOpen}
            onClose={close}
            session={session}
            accountName={accountName}
            onSignOut={handleSignOut}
          />
        </div>
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
