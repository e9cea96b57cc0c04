import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink } from 'react-router-dom';
import type { NarrowHeader_user$key } from '../../__generated__/NarrowHeader_user.graphql';
import type { SessionState } from '../../auth/session';
import { ACCOUNT_LINKS, META_LINKS, QUICK_LINKS, REGISTER_LINK, SIGN_IN_LINK, type NavLink as NavTarget } from '../../content/navigation';
import { CloseIcon, MenuIcon } from './icons';
import { Logo } from './Logo';
import styles from './NarrowHeader.module.css';

/** Spec §9 breakpoint lg: from here on the wide header takes over. */
const WIDE_MEDIA_QUERY = '(min-width: 1024px)';

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
 * Header below 1024 px (spec §2): logo, Registrieren for guests and a menu button. The menu is a modal dialog:
 * it locks page scrolling, takes the focus, closes on Escape, its close button, a click outside or a followed link,
 * and gives the focus back to the menu button.
 */
export function NarrowHeader({ session, accountName, onSignOut, defaultOpen = false }: NarrowHeaderProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const pagesTitleId = useId();
  const metaTitleId = useId();

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

  function handleSignOut() {
    setOpen(false);
    onSignOut();
  }

  return (
    <div className={styles.bar}>
      <Logo />
      <div className={styles.actions}>
        {session === 'signedOut' ? (
          <Link to={REGISTER_LINK.to} className={styles.register}>
            {REGISTER_LINK.label}
          </Link>
        ) : null}
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button aria-label="Menü öffnen" className={styles.menuButton}>
            <MenuIcon />
          </Button>
          <ModalOverlay isDismissable className={styles.overlay}>
            <Modal className={styles.panel}>
              <Dialog aria-label="Menü" className={styles.dialog}>
                <div className={styles.panelHead}>
                  <Logo onNavigate={close} />
                  <Button slot="close" aria-label="Menü schließen" className={styles.closeButton}>
                    <CloseIcon />
                  </Button>
                </div>

                {session === 'signedOut' ? (
                  <div className={styles.auth}>
                    <Link to={REGISTER_LINK.to} className={styles.primary} onClick={close}>
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
                    <Button className={styles.signOut} onPress={handleSignOut}>
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
        </DialogTrigger>
      </div>
    </div>
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

export interface NarrowAccountNameProps {
  user: NarrowHeader_user$key;
}

/** "Angemeldet als Vorname Nachname" at the top of the signed-in menu. */
export function NarrowAccountName({ user }: NarrowAccountNameProps) {
  const data = useFragment(
    graphql`
      fragment NarrowHeader_user on User {
        firstName
        lastName
      }
    `,
    user,
  );
  return <SignedInAs fullName={`${data.firstName} ${data.lastName}`.trim()} />;
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
