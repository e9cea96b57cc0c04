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

/** One plot of the Pflanzbuch: outline, planting date, the donor's trees on it, species and the provider's photos. */
export function PlotCard({ plot, treesTitle = 'Deine Bäume hier' }: PlotCardProps) {
  const format = useNumberFormat();
  const p = useFragment(
    graphql`
      fragment PlotCard_plot on OutputPlot {
        plotId
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
      <PlotMap polygons={polygons} centre={p.location.coordinates} name={`Fläche ${p.plotId}, ${place}`} />
      <div className={styles.text}>
        <h4 id={`flaeche-${p.plotId}`} className={styles.title}>
          Gepflanzt am {formatDate(p.plantedAt)}
        </h4>
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
                    <i lang="la">{s.latinName}</i> ({percent.format(s.percentage)} %)
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>Fläche</dt>
            <dd>{p.plotId}</dd>
          </div>
        </dl>
        {p.mapLink ? (
          <a className={styles.link} href={p.mapLink} target="_blank" rel="noopener noreferrer">
            Auf OpenStreetMap ansehen<span className={styles.hidden}> (öffnet ein neues Fenster)</span>
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
