import type { ProjectDetails } from '../../content/projects';
import { plantingSeasonOn, rainySeasonMonths } from '../../../server/core/domain/orders/plantingSeason';
import { useTodayInBrowser } from '../../lib/useTodayInBrowser';
import { Image } from '../../ui/Image';
import styles from './ProjectFacts.module.css';
import { ImpactRating } from './ImpactRating';

/** „Das Projekt auf einen Blick“: region with map and globe, species, planting time and the two ratings. */
export function ProjectFacts({ project }: { project: ProjectDetails }) {
  const months = rainySeasonMonths(project.id);
  const today = useTodayInBrowser();
  // The prerendered page names the months only: which season is current depends on the day it is read.
  const season = today ? plantingSeasonOn(project.id, new Date(`${today}T12:00:00Z`)) : null;
  return (
    <section className={styles.facts} aria-labelledby="projekt-fakten">
      <h2 id="projekt-fakten">Das Projekt auf einen Blick</h2>
      <div className={styles.layout}>
        <dl className={styles.list}>
          <div>
            <dt>Region</dt>
            <dd>{project.longLocation}</dd>
          </div>
          <div>
            <dt>Baumarten</dt>
            <dd>{project.woodSpecies.join(', ')}</dd>
          </div>
          <div>
            <dt>Pflanzzeit</dt>
            <dd>
              {months ? `Regenzeit ${months}` : 'Regenzeit'}
              {season ? ` · ${season}` : null}
            </dd>
          </div>
          <div>
            <dt>Wirkung</dt>
            <dd className={styles.ratings}>
              <ImpactRating label="Ökologische Wirkung" value={project.impact.eco} />
              <ImpactRating label="Soziale Wirkung" value={project.impact.social} />
            </dd>
          </div>
        </dl>
        <div className={styles.pictures}>
          <figure className={styles.figure}>
            <Image {...project.images.map} sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw" />
            <figcaption>Lage des Projekts: {project.longLocation}</figcaption>
          </figure>
          <figure className={styles.figure}>
            <Image {...project.images.globe} sizes="(min-width: 1024px) 16rem, (min-width: 640px) 40vw, 100vw" />
            <figcaption>{project.location} auf dem Globus</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
