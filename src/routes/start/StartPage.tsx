import { Link } from 'react-router-dom';
import { pageByInternal } from '../../content/routes';
import { PROJECTS } from '../../content/projects';
import { Page } from '../../ui/Page';
import { ProjectTeaser } from '../projects/ProjectTeaser';
import styles from './StartPage.module.css';

const start = pageByInternal('/');

export function StartPage() {
  return (
    <Page heading={start.heading} intro={start.intro}>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/co2-rechner">
          CO2-Fußabdruck berechnen
        </Link>
        <Link className={styles.secondary} to="/projekte">
          Projekte ansehen
        </Link>
      </div>
      <section aria-labelledby="start-projekte" className={styles.projects}>
        <h2 id="start-projekte">Unsere Projekte</h2>
        <ul className={styles.teasers}>
          {PROJECTS.map((p) => (
            <li key={p.id}>
              <ProjectTeaser project={p} headingLevel={3} title={p.startPageTitle} />
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.note}>Rund 5 € pflanzen einen Baum. Jeder Baum bindet über sein Wachstum CO2 – ein Beitrag, kein Freibrief.</p>
    </Page>
  );
}
