import type { LonLat } from './geo.ts';

/** Small helpers for hand-drawn SVG: a seeded random (same picture on every run) and path strings. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export const polygon = (points: readonly (readonly [number, number])[]) =>
  `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}Z`;

/** Plate carrée around a centre, scaled to fit a box (the maps: small areas near the equator). */
export function mapProjection(
  box: { west: number; east: number; south: number; north: number },
  width: number,
  height: number,
) {
  const kx = width / (box.east - box.west);
  const ky = height / (box.north - box.south);
  return ([lon, lat]: LonLat): [number, number] => [(lon - box.west) * kx, (box.north - lat) * ky];
}

/** Orthographic projection (the globe); points behind the horizon are pulled onto it, enough for flat art. */
export function globeProjection(lon0: number, lat0: number, cx: number, cy: number, r: number) {
  const rad = Math.PI / 180;
  return ([lon, lat]: LonLat): [number, number] => {
    const l = (lon - lon0) * rad;
    const p = lat * rad;
    const p0 = lat0 * rad;
    let x = Math.cos(p) * Math.sin(l);
    let y = Math.cos(p0) * Math.sin(p) - Math.sin(p0) * Math.cos(p) * Math.cos(l);
    const visible = Math.sin(p0) * Math.sin(p) + Math.cos(p0) * Math.cos(p) * Math.cos(l) >= 0;
    if (!visible) {
      const n = Math.hypot(x, y) || 1;
      x /= n;
      y /= n;
    }
    return [cx + r * x, cy - r * y];
  };
}

export const svgDocument = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<!-- Klimahain illustration, own work drawn for this repository (issue 12). Licence: CC0 1.0. -->` +
  `<title>${title}</title>${body}</svg>`;
