import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { NavLink, useLoaderData, useParams } from 'react-router-dom';
import type { DevNavigationPageQuery } from '../../__generated__/DevNavigationPageQuery.graphql';
import { Page } from '../../ui/Page';
import styles from './DevNavigationPage.module.css';

const ITEMS = ['eins', 'zwei', 'drei'];

export const DevNavigationPageQueryNode = graphql`
  query DevNavigationPageQuery {
    greeting
    forests
  }
`;

export interface DevNavigationPageProps {
  level: 'root' | 'item' | 'sub';
}

/**
 * Developer page (spec §2) to check the active state of navigation links on nested paths. It also runs the test
 * queries greeting and forests, so it is the smallest page with route data (loading, error and retry).
 */
export function DevNavigationPage({ level }: DevNavigationPageProps) {
  const { item } = useParams();
  const data = usePreloadedQuery<DevNavigationPageQuery>(
    DevNavigationPageQueryNode,
    useLoaderData() as PreloadedQuery<DevNavigationPageQuery>,
  );
  const heading =
    level === 'root' ? 'Navigationslinks' : level === 'item' ? `Navigationslink „${item}“` : `Unterseite von „${item}“`;
  return (
    <Page
      title={`${heading} (Entwicklung)`}
      heading={heading}
      intro="Testseite: der Link zur aktuellen Seite und seine Oberseiten sind als aktiv markiert."
    >
      <p>
        Antwort des Servers: <strong>{data.greeting}</strong> Wälder: {data.forests.join(', ')}.
      </p>
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
