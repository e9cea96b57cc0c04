import { Link } from 'react-router-dom';
import { Page } from '../../ui/Page';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <Page
      title="Seite nicht gefunden"
      heading="Diese Seite gibt es nicht"
      intro="Vielleicht hat sich ein Tippfehler eingeschlichen, oder die Seite ist umgezogen."
    >
      <Link className={styles.home} to="/">
        Zur Startseite
      </Link>
    </Page>
  );
}
