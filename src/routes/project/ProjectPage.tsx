import { Link, useParams } from 'react-router-dom';
import { projectById, projectBySlug } from '../../content/projects';
import { Page } from '../../ui/Page';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { ProjectTeaser } from '../projects/ProjectTeaser';
import styles from './ProjectPage.module.css';

export function ProjectPage() {
  const project = projectBySlug(useParams().project);
  if (!project) return <NotFoundPage />;
  return (
    <Page title={project.title} heading={project.title} intro={project.longSlogan}>
      <p className={styles.location}>{project.longLocation}</p>
      <p>{project.abstract}</p>
      <dl className={styles.facts}>
        <dt>Baumarten</dt>
        <dd>{project.woodSpecies.join(', ')}</dd>
        <dt>Ziele für nachhaltige Entwicklung</dt>
        <dd>{project.goals.map((g) => `SDG ${g}`).join(' · ')}</dd>
      </dl>
      <h2>Gut zu wissen</h2>
      <ul>
        {project.goodToKnow.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <Link className={styles.donate} to={`/projekte/${project.path}/spenden`}>
        Für {project.shortTitle} spenden
      </Link>
      <aside className={styles.others} aria-label="Weitere Projekte">
        {project.showTeaser.map((id) => {
          const other = projectById(id);
          return other ? <ProjectTeaser key={id} project={other} /> : null;
        })}
      </aside>
    </Page>
  );
}
