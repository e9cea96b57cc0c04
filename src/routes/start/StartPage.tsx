import { Link } from 'react-router-dom';
import { PageTitle } from '../../app/PageTitle';
import { PROJECTS } from '../../content/projects';
import { pageByInternal } from '../../content/routes';
import { Image } from '../../ui/Image';
import { ProjectTeaser } from '../projects/ProjectTeaser';
import styles from './StartPage.module.css';
import { TrustFacts } from './TrustFacts';
import heroDrawing from './start-hero.svg';

const start = pageByInternal('/');

/**
 * The hero illustration (own work, CC0): a hashed asset (cached for good), served as the vector it is — it is the page's
 * largest paint, 2.4 kB gzip against tens of kB rasterised.
 */
const HERO = { src: heroDrawing, width: 1200, height: 640 };

export function StartPage() {
  return (
    <article className={styles.page}>
      <PageTitle />
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.heading}>{start.heading}</h1>
          <p className={styles.intro}>{start.intro}</p>
          <div className={styles.actions}>
            <Link className={styles.primary} to="/co2-rechner">
              CO₂-Fußabdruck berechnen
            </Link>
            <Link className={styles.secondary} to="/projekte">
              Projekte ansehen
            </Link>
          </div>
        </div>
        {/* Above the fold: loaded at once and first, its size reserved by width and height. */}
        <Image
          className={styles.heroImage}
          {...HERO}
          alt="Illustration: Reihen frisch gepflanzter Setzlinge vor Hügeln mit gewachsenem Wald"
          sizes="(min-width: 1024px) 38rem, 100vw"
          priority
        />
      </div>
      <section aria-labelledby="start-projekte" className={styles.projects}>
        <h2 id="start-projekte">Unsere Projekte</h2>
        <ul className={styles.teasers}>
          {PROJECTS.map((p) => (
            <li key={p.id}>
              <ProjectTeaser project={p} headingLevel={3} title={p.startPageTitle} />
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.note}>
        Rund 5 € pflanzen einen Baum. Jeder Baum bindet über sein Wachstum CO₂ – ein Beitrag, kein Freibrief.
      </p>
      <TrustFacts />
      <p className={styles.credit}>Illustrationen: Klimahain, eigene Arbeit, frei verwendbar (CC0 1.0).</p>
    </article>
  );
}
