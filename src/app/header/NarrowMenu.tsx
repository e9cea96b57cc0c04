import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, Link } from 'react-router-dom';
import type { SessionState } from '../../auth/session';
import {
  ACCOUNT_LINKS,
  DONATE_LINK,
  META_LINKS,
  QUICK_LINKS,
  REGISTER_LINK,
  SIGN_IN_LINK,
  type NavLink as NavTarget,
} from '../../content/navigation';
import { useFromHere } from '../../features/auth/useFromHere';
import { CloseIcon } from './menuIcons';
import { Logo } from './Logo';
import styles from './NarrowHeader.module.css';
import { useCloseOnTapBeside } from './useCloseOnTapBeside';

export interface NarrowMenuContentProps {
  /** The id of the popover (the menu button's popovertarget): „Menü schließen“ closes it also before hydration. */
  id: string;
  /** Whether the menu is open: the account name (its data) is rendered only then. */
  isOpen: boolean;
  /** Closes the menu: a followed link, „Menü schließen“, Abmelden. */
  onClose: () => void;
  session: SessionState['status'];
  accountName?: ReactNode;
  onSignOut: () => void;
}

/**
 * What the narrow header's menu shows (its popover is NarrowHeader's). On a prerendered page its code waits for the
 * reader's first sign (deferredPart.tsx): until then its HTML works by itself — the links as plain links, „Menü
 * schließen“ through `popovertarget`.
 */
export function NarrowMenuContent({ id, isOpen, onClose, session, accountName, onSignOut }: NarrowMenuContentProps) {
  const pagesTitleId = useId();
  const metaTitleId = useId();
  const fromHere = useFromHere();
  useCloseOnTapBeside(id, isOpen, onClose);

  return (
    // Tab and Shift+Tab go round inside the open menu, as in a modal dialog.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.dialog} onKeyDown={keepTabInside}>
      <div className={styles.panelHead}>
        <Logo onNavigate={onClose} />
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label="Menü schließen"
          className={styles.closeButton}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>

      {/* The way to donate comes first, for guests and signed-in viewers alike. */}
      <Link to={DONATE_LINK.to} className={`${styles.primary} ${styles.donate}`} onClick={onClose}>
        {DONATE_LINK.label}
      </Link>

      {session === 'signedOut' ? (
        <div className={styles.auth}>
          <Link to={REGISTER_LINK.to} state={fromHere} className={styles.secondary} onClick={onClose}>
            {REGISTER_LINK.label}
          </Link>
          <Link to={SIGN_IN_LINK.to} className={styles.secondary} onClick={onClose}>
            {SIGN_IN_LINK.label}
          </Link>
        </div>
      ) : null}

      {session === 'signedIn' ? (
        <section className={styles.account} aria-label="Dein Konto">
          {isOpen ? accountName : null}
          <LinkList links={ACCOUNT_LINKS} onNavigate={onClose} />
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            Abmelden
          </button>
        </section>
      ) : null}

      <nav className={styles.group} aria-labelledby={pagesTitleId}>
        <h2 id={pagesTitleId} className={styles.groupTitle}>
          Entdecken
        </h2>
        <LinkList links={QUICK_LINKS} onNavigate={onClose} />
      </nav>

      <nav className={styles.group} aria-labelledby={metaTitleId}>
        <h2 id={metaTitleId} className={styles.groupTitle}>
          Service &amp; Rechtliches
        </h2>
        <ul className={styles.metaList}>
          {META_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.metaLink} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

interface LinkListProps {
  links: readonly NavTarget[];
  onNavigate: () => void;
}

function LinkList({ links, onNavigate }: LinkListProps) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={styles.link} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
