import type { ProjectDetails } from '../../content/projects';
import styles from './ProjectEffects.module.css';

/** „Was das Projekt bewirkt“: one card each for climate, nature and people. */
export function ProjectEffects({ project }: { project: ProjectDetails }) {
  return (
    <section className={styles.effects} aria-labelledby="projekt-wirkung">
      <h2 id="projekt-wirkung">Was das Projekt bewirkt</h2>
      <ul className={styles.list}>
        {project.effects.map((effect) => (
          <li key={effect.kind} className={styles.card} data-kind={effect.kind}>
            <h3>{effect.title}</h3>
            <p>{effect.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
