import { useId } from 'react';
import { areaHectares, fitPlot, formatPosition, type GeoPoint } from './plotGeometry';
import { REGION_MAPS, type RegionMap } from './regionMaps.generated';
import { projectInto } from './regionProjection';
import styles from './PlotMap.module.css';

export interface PlotMapProps {
  /** Outer rings of the plot (GeoJSON order does not matter). */
  polygons: readonly (readonly GeoPoint[])[];
  centre: GeoPoint;
  /** The plot's name for people, e.g. „Gunung Mas, Fläche 14“. */
  name: string;
  /** The project: which region map the plot is placed on. */
  project: string;
}

const hectares = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** Size of the inset with the plot's outline, in the region map's units. */
const INSET = 92;
const INSET_GAP = 8;

/**
 * Where the plot lies, as one small inline SVG (docs/architecture.md §7 Maps: no tiles, no WebGL, no map library): the
 * project's country and its neighbours (Natural Earth outlines, pre-projected in regionMaps.generated.ts), a marker at
 * the plot's centre and, in an inset, the plot's own outline. For screen readers it is one image with a title and a
 * description: where the plot lies and how big it is. A project without a region map shows the outline alone.
 */
export function PlotMap({ polygons, centre, name, project }: PlotMapProps) {
  const id = useId();
  const area = areaHectares(polygons);
  const region = REGION_MAPS[project];
  const description = region
    ? `Karte von ${region.area}, Norden oben: die Fläche liegt bei ${formatPosition(centre)}; der Ausschnitt zeigt ihren Umriss, etwa ${hectares.format(area)} Hektar.`
    : `Mittelpunkt bei ${formatPosition(centre)}, etwa ${hectares.format(area)} Hektar, Norden oben.`;
  const width = region?.width ?? 240;
  const height = region?.height ?? 240;
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
      <title id={`${id}-t`}>{`Karte: ${name}`}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {region ? (
        <RegionLayer region={region} polygons={polygons} centre={centre} />
      ) : (
        <Outline polygons={polygons} x={0} y={0} size={240} />
      )}
    </svg>
  );
}

function RegionLayer({ region, polygons, centre }: { region: RegionMap } & Pick<PlotMapProps, 'polygons' | 'centre'>) {
  const [mx, my] = projectInto(region.bounds, region.width, centre.longitude, centre.latitude);
  const insetX = region.inset === 'bottom-left' ? INSET_GAP : region.width - INSET - INSET_GAP;
  const insetY = region.height - INSET - INSET_GAP;
  // The leader runs from the marker to the inset's nearest top corner.
  const leaderX = region.inset === 'bottom-left' ? insetX + INSET : insetX;
  return (
    <>
      <rect className={styles.sea} x="0" y="0" width={region.width} height={region.height} />
      <path className={styles.neighbours} d={region.neighbours} />
      <path className={styles.country} d={region.country} />
      {region.labels.map((l) => (
        <text
          key={l.text}
          className={l.neighbour ? styles.neighbourLabel : styles.label}
          x={l.x}
          y={l.y}
          textAnchor="middle"
          aria-hidden="true"
        >
          {l.text}
        </text>
      ))}
      <line className={styles.leader} x1={mx} y1={my} x2={leaderX} y2={insetY} />
      <circle className={styles.markerHalo} cx={mx} cy={my} r="7" data-testid="plot-marker" />
      <circle className={styles.marker} cx={mx} cy={my} r="4" />
      <Outline polygons={polygons} x={insetX} y={insetY} size={INSET} />
    </>
  );
}

/** The plot's outline fitted into a `size` box at x/y, on its own ground. */
function Outline({ polygons, x, y, size }: Pick<PlotMapProps, 'polygons'> & { x: number; y: number; size: number }) {
  const { d, width, height } = fitPlot(polygons, size, size / 8);
  return (
    <g transform={`translate(${x + (size - width) / 2} ${y + (size - height) / 2})`}>
      <rect
        className={styles.ground}
        x={(width - size) / 2}
        y={(height - size) / 2}
        width={size}
        height={size}
        rx="6"
      />
      <path className={styles.plot} d={d} data-testid="plot-outline" />
    </g>
  );
}
