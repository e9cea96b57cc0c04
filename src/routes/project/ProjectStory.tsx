import type { ProjectDetails } from '../../content/projects';
import styles from './ProjectStory.module.css';

/** „Über das Projekt“: the abstract, the running text and the about sections with their checks. */
export function ProjectStory({ project }: { project: ProjectDetails }) {
  return (
    <section className={styles.story} aria-labelledby="projekt-ueber">
      <h2 id="projekt-ueber">Über das Projekt</h2>
      <p className={styles.abstract}>{project.abstract}</p>
      {project.paragraphs.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      <div className={styles.about}>
        {project.about.map((section) => (
          <section key={section.title} className={styles.card} aria-label={section.title}>
            <h3>{section.title}</h3>
            <p>{section.text}</p>
            <ul className={styles.checks}>
              {section.checks.map((check) => (
                <li key={check}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.tick}>
                    <path
                      d="M4 10.5l4 4 8-9"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {check}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
