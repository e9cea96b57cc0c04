import { useId } from 'react';
import { areaHectares, fitPlot, formatPosition, type GeoPoint } from './plotGeometry';
import styles from './PlotMap.module.css';

export interface PlotMapProps {
  /** Outer rings of the plot (GeoJSON order does not matter). */
  polygons: readonly (readonly GeoPoint[])[];
  centre: GeoPoint;
  /** Names the plot in the text alternative, e.g. „Fläche in Uganda“. */
  name: string;
}

const hectares = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * The plot's outline as a small inline SVG (docs/architecture.md §7 Maps: no tiles, no WebGL, no map library). For screen readers
 * it is one image with a title and a description: where the plot lies and how big it is.
 */
export function PlotMap({ polygons, centre, name }: PlotMapProps) {
  const id = useId();
  const { d, width, height } = fitPlot(polygons);
  const area = areaHectares(polygons);
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
    >
      <title id={`${id}-t`}>{`Umriss: ${name}`}</title>
      <desc
        id={`${id}-d`}
      >{`Mittelpunkt bei ${formatPosition(centre)}, etwa ${hectares.format(area)} Hektar, Norden oben.`}</desc>
      <rect className={styles.ground} x="0" y="0" width={width} height={height} rx="8" />
      <path className={styles.plot} d={d} data-testid="plot-outline" />
      <text className={styles.north} x={width - 10} y="16" textAnchor="end" aria-hidden="true">
        N ↑
      </text>
    </svg>
  );
}
