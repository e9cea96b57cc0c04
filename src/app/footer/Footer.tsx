import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { META_LINKS, QUICK_LINKS } from '../../content/navigation';
import { ConsentSettingsButton } from '../../features/consent/ConsentSettingsButton';
import { NewsletterBox } from '../../features/newsletter/NewsletterBox';
import { LeafIcon } from '../header/icons';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The year of the copyright line; the current year by default. */
  year?: number;
}

/** Page footer (spec §2): quick links, newsletter box, copyright line, the legal links and „Cookie-Einstellungen“. */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const quickTitleId = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.brandName}>
              <LeafIcon className={styles.mark} />
              {PRODUCT_NAME}
            </p>
            <p className={styles.tagline}>
              Bäume pflanzen, die über ihr Wachstum CO₂ binden – in unseren Projekten auf Borneo und in Uganda.
            </p>
          </div>

          <nav className={styles.quick} aria-labelledby={quickTitleId}>
            <h2 id={quickTitleId} className={styles.title}>
              Schnellzugriff
            </h2>
            <ul className={styles.quickList}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={styles.quickLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.newsletter}>
            <NewsletterBox />
          </div>
        </div>

        <div className={styles.bottom}>
          {/* A page prerendered last year may say last year's number until it is built again: no hydration error for that. */}
          <p className={styles.copyright} suppressHydrationWarning>
            © {year} {PRODUCT_NAME}
          </p>
          <nav aria-label="Rechtliches">
            <ul className={styles.metaList}>
              {META_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.metaLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                {/* A button, not a link: it opens the consent settings dialog on the page. */}
                <ConsentSettingsButton className={`${styles.metaLink} ${styles.metaButton}`} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
