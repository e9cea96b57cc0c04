import { graphql, useFragment } from 'react-relay/hooks';
import type { PlotCard_plot$key } from '../../__generated__/PlotCard_plot.graphql';
import { projectById } from '../../content/projects';
import { formatDate } from '../../format/date';
import { useNumberFormat } from '../../format/useNumberFormat';
import { plotMeasuredText } from '../../../server/core/domain/co2/claims';
import { treesLabel } from './donationLabels';
import { PlotMap } from './PlotMap';
import styles from './PlotCard.module.css';

const percent = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

export interface PlotCardProps {
  plot: PlotCard_plot$key;
  /** What the tree count is: the viewer's own trees by default, e.g. a gift's on its certificate. */
  treesTitle?: string;
}

/**
 * One plot of the Pflanzbuch: its name, where it lies (a small map with the plot's outline, and a link to
 * OpenStreetMap for the real surroundings), planting date, the donor's trees on it, what the provider measured, the
 * species by the names the project pages use (with the Latin name) and the provider's photos.
 */
export function PlotCard({ plot, treesTitle = 'Deine Bäume hier' }: PlotCardProps) {
  const format = useNumberFormat();
  const p = useFragment(
    graphql`
      fragment PlotCard_plot on OutputPlot {
        plotId
        displayName
        project
        plantedAt
        treeCount
        carbonAbsorptionYearlyTons
        mapLink
        location {
          coordinates {
            latitude
            longitude
          }
          rings
        }
        plotSpeciesList {
          latinName
          commonName
          percentage
        }
        photos {
          url
          caption
        }
      }
    `,
    plot,
  );
  const place = projectById(p.project)?.longLocation ?? p.project;
  const polygons = p.location.rings.map((ring) => ring.map(([longitude, latitude]) => ({ latitude, longitude })));
  return (
    <article className={styles.card} aria-labelledby={`flaeche-${p.plotId}`}>
      <PlotMap
        polygons={polygons}
        centre={p.location.coordinates}
        name={`${p.displayName}, ${place}`}
        project={p.project}
      />
      <div className={styles.text}>
        <hgroup className={styles.heading}>
          <h4 id={`flaeche-${p.plotId}`} className={styles.title}>
            {p.displayName}
          </h4>
          <p className={styles.place}>
            {place} · gepflanzt am {formatDate(p.plantedAt)}
          </p>
        </hgroup>
        <dl className={styles.facts}>
          <div>
            <dt>{treesTitle}</dt>
            <dd>{treesLabel(p.treeCount)}</dd>
          </div>
          <div>
            <dt>CO₂-Bindung</dt>
            <dd>{plotMeasuredText(p.carbonAbsorptionYearlyTons, format.locale)}</dd>
          </div>
          <div>
            <dt>Baumarten</dt>
            <dd>
              <ul className={styles.species}>
                {p.plotSpeciesList.map((s) => (
                  <li key={s.latinName}>
                    {`${percent.format(s.percentage)}\u202f%`} {s.commonName ? <>{s.commonName} </> : null}
                    <span className={styles.latin}>
                      {s.commonName ? '(' : null}
                      <i lang="la">{s.latinName}</i>
                      {s.commonName ? ')' : null}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        {p.mapLink ? (
          <a className={styles.link} href={p.mapLink} target="_blank" rel="noopener noreferrer">
            Umgebung auf OpenStreetMap ansehen<span className={styles.hidden}> (öffnet ein neues Fenster)</span>
          </a>
        ) : null}
      </div>
      {p.photos.length > 0 ? (
        <ul className={styles.photos} aria-label="Fotos der Fläche">
          {p.photos.map((photo) => (
            <li key={photo.url}>
              <figure>
                <img src={photo.url} alt={photo.caption} loading="lazy" width="240" height="160" />
                <figcaption>{photo.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
