import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../app/PageTitle';
import { projectById, type ProjectDetails } from '../../content/projects';
import { rememberProject } from '../../features/donation/lastProject';
import { ProjectTeaser } from '../projects/ProjectTeaser';
import styles from './ProjectContent.module.css';
import { ProjectCycle } from './ProjectCycle';
import { ProjectEffects } from './ProjectEffects';
import { ProjectFacts } from './ProjectFacts';
import { ProjectGoals } from './ProjectGoals';
import { ProjectHero } from './ProjectHero';
import { ProjectNews } from './ProjectNews';
import { ProjectStory } from './ProjectStory';

/** Everything the spec lists for a project (§3), section by section, then the way to donate and the other project. */
export function ProjectContent({ project }: { project: ProjectDetails }) {
  // The calculator's „100 % Abo wählen“ later preselects this project on /spenden (issue 33 §1).
  useEffect(() => rememberProject(project.id), [project.id]);
  return (
    <article className={styles.page} data-cy={project.cy}>
      <PageTitle title={project.title} />
      <ProjectHero project={project} />
      <ProjectStory project={project} />
      <ProjectFacts project={project} />
      <ProjectGoals project={project} />
      <ProjectEffects project={project} />
      <ProjectCycle project={project} />
      <ProjectNews project={project} />
      <section className={styles.donate} aria-labelledby="projekt-spenden">
        <h2 id="projekt-spenden">Bäume für {project.shortTitle} spenden</h2>
        <p>
          Rund 5 € pflanzen einen Baum {project.atLongLocation}. Jeder Baum bindet über sein Wachstum CO₂ – einmalig
          oder jeden Monat.
        </p>
        <Link className={styles.donateLink} to={`/projekte/${project.path}/spenden`}>
          Jetzt für {project.shortTitle} spenden
        </Link>
      </section>
      <aside className={styles.others} aria-label="Weitere Projekte">
        {project.showTeaser.map((id) => {
          const other = projectById(id);
          return other ? <ProjectTeaser key={id} project={other} /> : null;
        })}
      </aside>
      <p className={styles.credit}>Illustrationen und Karten: Klimahain, eigene Arbeit, frei verwendbar (CC0 1.0).</p>
    </article>
  );
}
