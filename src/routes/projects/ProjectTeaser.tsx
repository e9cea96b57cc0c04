import { Link } from 'react-router-dom';
import type { Project } from '../../content/projects';
import styles from './ProjectTeaser.module.css';

export interface ProjectTeaserProps {
  project: Project;
  headingLevel?: 2 | 3;
  /** Defaults to the project's title. */
  title?: string;
}

export function ProjectTeaser({ project, headingLevel = 2, title = project.title }: ProjectTeaserProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.teaser} aria-label={title}>
      {/* Below the fold on every page that shows teasers: loaded when scrolled near. */}
      <img
        className={styles.picture}
        src={project.picture.src}
        width={project.picture.width}
        height={project.picture.height}
        alt={project.picture.alt}
        loading="lazy"
        decoding="async"
      />
      <p className={styles.location}>{project.longLocation}</p>
      <Heading className={styles.title}>{title}</Heading>
      <p>{project.teaserText}</p>
      <Link className={styles.more} to={`/projekte/${project.path}`}>
        Mehr über {project.shortTitle}
      </Link>
    </section>
  );
}
