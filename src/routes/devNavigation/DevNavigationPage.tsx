import { NavLink, useParams } from 'react-router-dom';
import { Page } from '../../ui/Page';
import styles from './DevNavigationPage.module.css';

const ITEMS = ['eins', 'zwei', 'drei'];

export interface DevNavigationPageProps {
  level: 'root' | 'item' | 'sub';
}

/** Developer page (spec §2) to check the active state of navigation links on nested paths. */
export function DevNavigationPage({ level }: DevNavigationPageProps) {
  const { item } = useParams();
  const heading = level === 'root' ? 'Navigationslinks' : level === 'item' ? `Navigationslink „${item}“` : `Unterseite von „${item}“`;
  return (
    <Page title={`${heading} (Entwicklung)`} heading={heading} intro="Testseite: der Link zur aktuellen Seite und seine Oberseiten sind als aktiv markiert.">
      <nav aria-label="Testnavigation">
        <ul className={styles.list}>
          <li>
            <NavLink end className={styles.link} to="/dev/navigation-links">
              Übersicht
            </NavLink>
          </li>
          {ITEMS.map((i) => (
            <li key={i}>
              <NavLink className={styles.link} to={`/dev/navigation-links/${i}`}>
                {i}
              </NavLink>
              <NavLink className={styles.link} to={`/dev/navigation-links/${i}/unterseite`}>
                {i} / Unterseite
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
