import type { ProjectDetails } from '../../content/projects';
import { Image } from '../../ui/Image';
import styles from './ProjectCycle.module.css';

/** „Der Projektzyklus“: the steps from the nursery to use and replanting, in order, each with its picture. */
export function ProjectCycle({ project }: { project: ProjectDetails }) {
  return (
    <section className={styles.cycle} aria-labelledby="projekt-zyklus">
      <h2 id="projekt-zyklus">Der Projektzyklus</h2>
      <ol className={styles.steps}>
        {project.projectCycle.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <Image
              {...step.picture}
              className={styles.picture}
              sizes="(min-width: 1024px) 16rem, (min-width: 640px) 45vw, 100vw"
            />
            <h3 className={styles.title}>
              <span className={styles.index}>{index + 1}.</span> {step.title}
            </h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
