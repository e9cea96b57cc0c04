import { PROJECTS } from '../../content/projects';
import { pageByInternal } from '../../content/routes';
import { Page } from '../../ui/Page';
import { ProjectTeaser } from './ProjectTeaser';
import styles from './ProjectsPage.module.css';

const page = pageByInternal('/projects');

export function ProjectsPage() {
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <ul className={styles.list}>
        {PROJECTS.map((p) => (
          <li key={p.id}>
            <ProjectTeaser project={p} withDonateLink />
          </li>
        ))}
      </ul>
      <p className={styles.credit}>Illustrationen: Klimahain, eigene Arbeit, frei verwendbar (CC0 1.0).</p>
    </Page>
  );
}
