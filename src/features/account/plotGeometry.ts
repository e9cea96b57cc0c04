/** A WGS 84 point as the API sends it. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
/** Web Mercator y (unitless, like x in radians): plots are a few hundred metres wide, so the fit is what matters. */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + rad(lat) / 2));

export interface FittedPlot {
  /** SVG path data, one closed subpath per ring. */
  d: string;
  width: number;
  height: number;
}

/**
 * Projects the rings (Mercator) and fits them into a `size` × `size` box with `padding`, keeping the shape's
 * proportions; north is up. The winding of the rings does not matter here (no d3 and no fill rule that needs it).
 */
export function fitPlot(rings: readonly (readonly GeoPoint[])[], size = 240, padding = 16): FittedPlot {
  const pts = rings.flat();
  if (pts.length === 0) return { d: '', width: size, height: size };
  const xs = pts.map((p) => rad(p.longitude));
  const ys = pts.map((p) => mercatorY(p.latitude));
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX || 1e-9;
  const spanY = maxY - minY || 1e-9;
  const scale = (size - 2 * padding) / Math.max(spanX, spanY);
  const width = Math.round(spanX * scale + 2 * padding);
  const height = Math.round(spanY * scale + 2 * padding);
  const at = (p: GeoPoint) => {
    const x = padding + (rad(p.longitude) - minX) * scale;
    const y = padding + (maxY - mercatorY(p.latitude)) * scale;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  };
  const d = rings
    .filter((r) => r.length > 0)
    .map((r) => `M${r.map(at).join('L')}Z`)
    .join('');
  return { d, width, height };
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Area of the rings in hectares (shoelace on a local equirectangular plane: exact enough for a plot of a few ha). */
export function areaHectares(rings: readonly (readonly GeoPoint[])[]): number {
  let total = 0;
  for (const ring of rings) {
    if (ring.length < 3) continue;
    const lat0 = rad(ring.reduce((s, p) => s + p.latitude, 0) / ring.length);
    const xy = ring.map((p) => [rad(p.longitude) * Math.cos(lat0) * EARTH_RADIUS_M, rad(p.latitude) * EARTH_RADIUS_M]);
    let sum = 0;
    for (let i = 0; i < xy.length; i += 1) {
      const [x1, y1] = xy[i];
      const [x2, y2] = xy[(i + 1) % xy.length];
      sum += x1 * y2 - x2 * y1;
    }
    total += Math.abs(sum) / 2;
  }
  return total / 10_000;
}

const coordinate = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** "0,6317° N, 30,6594° O" — the plot's centre for people and screen readers. */
export function formatPosition({ latitude, longitude }: GeoPoint): string {
  const ns = latitude < 0 ? 'S' : 'N';
  const ew = longitude < 0 ? 'W' : 'O';
  return `${coordinate.format(Math.abs(latitude))}° ${ns}, ${coordinate.format(Math.abs(longitude))}° ${ew}`;
}
