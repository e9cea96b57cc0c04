import { Link } from 'react-router-dom';
import type { ProjectDetails } from '../../content/projects';
import { Image } from '../../ui/Image';
import styles from './ProjectHero.module.css';

/** Top of a project page: where, title, slogans, the way to donate, and the landscape (the first picture in view). */
export function ProjectHero({ project }: { project: ProjectDetails }) {
  return (
    <header className={styles.hero}>
      <div className={styles.text}>
        <p className={styles.location}>{project.location}</p>
        <h1 className={styles.heading}>{project.title}</h1>
        <p className={styles.slogan}>{project.slogan}</p>
        <p className={styles.intro}>{project.longSlogan}</p>
        <Link className={styles.donate} to={`/projekte/${project.path}/spenden`}>
          Jetzt spenden
        </Link>
      </div>
      <Image className={styles.visual} {...project.images.visual} sizes="(min-width: 1024px) 38rem, 100vw" priority />
    </header>
  );
}
