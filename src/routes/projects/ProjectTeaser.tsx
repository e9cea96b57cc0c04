import { Link } from 'react-router-dom';
import type { Project } from '../../content/projects';
import { Image } from '../../ui/Image';
import styles from './ProjectTeaser.module.css';

export interface ProjectTeaserProps {
  project: Project;
  headingLevel?: 2 | 3;
  /** Defaults to the project's title. */
  title?: string;
  /** Adds „Für … spenden“ beside „Mehr über …“ (the projects list). */
  withDonateLink?: boolean;
}

export function ProjectTeaser({
  project,
  headingLevel = 2,
  title = project.title,
  withDonateLink = false,
}: ProjectTeaserProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.teaser} aria-label={title}>
      {/* Below the fold on every page that shows teasers: loaded when scrolled near. */}
      <Image className={styles.picture} {...project.picture} sizes="(min-width: 768px) 36rem, 100vw" />
      <p className={styles.location}>{project.longLocation}</p>
      <Heading className={styles.title}>{title}</Heading>
      <p>{project.teaserText}</p>
      <div className={styles.links}>
        <Link className={styles.more} to={`/projekte/${project.path}`}>
          Mehr über {project.shortTitle}
        </Link>
        {withDonateLink ? (
          <Link className={styles.donate} to={`/projekte/${project.path}/spenden`}>
            Für {project.shortTitle} spenden
          </Link>
        ) : null}
      </div>
    </section>
  );
}
