import { useId, type ReactNode } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
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
import { AriaRouter } from '../AriaRouter';
import { CloseIcon } from './menuIcons';
import { Logo } from './Logo';
import styles from './NarrowHeader.module.css';

export interface NarrowMenuProps {
  /** The id of the dialog (the menu button's aria-controls). */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  session: SessionState['status'];
  accountName?: ReactNode;
  onSignOut: () => void;
}

/**
 * The menu of the narrow header, loaded by <NarrowHeader> when it first opens (or the menu button is about to be
 * used). A react-aria modal dialog: it locks page scrolling, takes the focus, closes on Escape, its close button, a
 * click outside or a followed link, and gives the focus back to where it was (the menu button).
 */
export function NarrowMenu({ id, isOpen, onOpenChange, session, accountName, onSignOut }: NarrowMenuProps) {
  const close = () => onOpenChange(false);
  const pagesTitleId = useId();
  const metaTitleId = useId();
  const fromHere = useFromHere();

  return (
    <AriaRouter>
      <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
        <Modal className={styles.panel}>
          <Dialog id={id} aria-label="Menü" className={styles.dialog}>
            <div className={styles.panelHead}>
              <Logo onNavigate={close} />
              <Button slot="close" aria-label="Menü schließen" className={styles.closeButton}>
                <CloseIcon />
              </Button>
            </div>

            {/* The way to donate comes first, for guests and signed-in viewers alike. */}
            <Link to={DONATE_LINK.to} className={`${styles.primary} ${styles.donate}`} onClick={close}>
              {DONATE_LINK.label}
            </Link>

            {session === 'signedOut' ? (
              <div className={styles.auth}>
                <Link to={REGISTER_LINK.to} state={fromHere} className={styles.secondary} onClick={close}>
                  {REGISTER_LINK.label}
                </Link>
                <Link to={SIGN_IN_LINK.to} className={styles.secondary} onClick={close}>
                  {SIGN_IN_LINK.label}
                </Link>
              </div>
            ) : null}

            {session === 'signedIn' ? (
              <section className={styles.account} aria-label="Dein Konto">
                {accountName}
                <LinkList links={ACCOUNT_LINKS} onNavigate={close} />
                <Button className={styles.signOut} onPress={onSignOut}>
                  Abmelden
                </Button>
              </section>
            ) : null}

            <nav className={styles.group} aria-labelledby={pagesTitleId}>
              <h2 id={pagesTitleId} className={styles.groupTitle}>
                Entdecken
              </h2>
              <LinkList links={QUICK_LINKS} onNavigate={close} />
            </nav>

            <nav className={styles.group} aria-labelledby={metaTitleId}>
              <h2 id={metaTitleId} className={styles.groupTitle}>
                Service &amp; Rechtliches
              </h2>
              <ul className={styles.metaList}>
                {META_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={styles.metaLink} onClick={close}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaRouter>
  );
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
