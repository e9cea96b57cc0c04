import type { ProjectDetails } from '../../content/projects';
import { sdgName } from '../../content/projects/sdgs';
import styles from './ProjectGoals.module.css';

/** The UN sustainable development goals the project serves, by number and German name; the short list marked. */
export function ProjectGoals({ project }: { project: ProjectDetails }) {
  return (
    <section className={styles.goals} aria-labelledby="projekt-ziele">
      <h2 id="projekt-ziele">Ziele für nachhaltige Entwicklung</h2>
      <p className={styles.intro}>
        Das Projekt trägt zu {project.goals.length} der 17 Ziele der Vereinten Nationen bei; die Schwerpunkte sind
        markiert.
      </p>
      <ul className={styles.list}>
        {project.goals.map((goal) => {
          const focus = project.shortGoals.includes(goal);
          return (
            <li key={goal} className={styles.goal} data-focus={focus || undefined}>
              <span className={styles.number} aria-hidden="true">
                {goal}
              </span>
              <span className={styles.name}>
                Ziel {goal}: {sdgName(goal)}
                {focus ? <span className={styles.badge}>Schwerpunkt</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
