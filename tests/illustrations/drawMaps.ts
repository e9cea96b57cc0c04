import * as geo from './geo.ts';
import { f, globeProjection, mapProjection, polygon, svgDocument } from './svg.ts';

const INK = '#1f4d33';
const LAND = '#cfe3c4';
const REGION = '#5f9c6c';
const WATER = '#b9dce6';

/** A marker: a ring and a dot, big enough to find on a phone. */
const marker = ([x, y]: [number, number], r: number) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.2)}" fill="#ffffff" fill-opacity="0.85" stroke="#b3401f" stroke-width="${f(r * 0.45)}"/>` +
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#b3401f"/>`;

const graticule = (
  project: (p: geo.LonLat) => [number, number],
  lons: number[],
  lats: number[],
  range: [number, number, number, number],
) => {
  const [w, e, s, n] = range;
  const lines: string[] = [];
  for (const lon of lons) {
    const pts: [number, number][] = [];
    for (let lat = s; lat <= n; lat += 2) pts.push(project([lon, lat]));
    lines.push(`M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}`);
  }
  for (const lat of lats) {
    const pts: [number, number][] = [];
    for (let lon = w; lon <= e; lon += 2) pts.push(project([lon, lat]));
    lines.push(`M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}`);
  }
  return lines.join(' ');
};

/** Borneo with Central Kalimantan shaded and the project site marked; the neighbouring islands at the edges. */
export function borneoMap(width = 1600, height = 1200) {
  const project = mapProjection({ west: 105.5, east: 122.5, south: -5.5, north: 7.25 }, width, height);
  const shape = (points: geo.LonLat[]) => polygon(points.map(project));
  const body =
    `<rect width="${width}" height="${height}" fill="${WATER}"/>` +
    `<path d="${graticule(project, [108, 111, 114, 117, 120], [-3, 0, 3, 6], [106, 122, -7, 8])}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" fill="none"/>` +
    [geo.SUMATRA, geo.JAVA, geo.SULAWESI, geo.SOUTHEAST_ASIA, geo.PHILIPPINES]
      .map(
        (p) =>
          `<path d="${shape(p)}" fill="${LAND}" fill-opacity="0.7" stroke="${INK}" stroke-opacity="0.3" stroke-width="3"/>`,
      )
      .join('') +
    `<path d="${shape(geo.BORNEO)}" fill="${LAND}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="${shape(geo.CENTRAL_KALIMANTAN)}" fill="${REGION}" stroke="${INK}" stroke-width="3" stroke-dasharray="14 10" stroke-linejoin="round"/>` +
    marker(project(geo.SITES.indonesia), 18);
  return svgDocument(width, height, 'Karte: Borneo, Zentral-Kalimantan hervorgehoben, Projektgebiet markiert', body);
}

/** Uganda among its neighbours and lakes, the Kyenjojo district marked. */
export function ugandaMap(width = 1600, height = 1200) {
  const project = mapProjection({ west: 28.0, east: 36.8, south: -2.1, north: 4.5 }, width, height);
  const shape = (points: geo.LonLat[]) => polygon(points.map(project));
  const lake = (points: geo.LonLat[]) =>
    `<path d="${shape(points)}" fill="${WATER}" stroke="${INK}" stroke-opacity="0.4" stroke-width="3"/>`;
  const body =
    `<rect width="${width}" height="${height}" fill="#ece6d2"/>` +
    `<path d="${graticule(project, [29, 31, 33, 35], [-2, 0, 2, 4], [28, 37, -3, 6])}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3" fill="none"/>` +
    `<path d="${shape(geo.UGANDA)}" fill="${REGION}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
    [geo.LAKE_VICTORIA, geo.LAKE_ALBERT, geo.LAKE_EDWARD, geo.LAKE_KYOGA].map(lake).join('') +
    marker(project(geo.SITES.uganda), 18);
  return svgDocument(width, height, 'Karte: Uganda mit seinen Seen, der Distrikt Kyenjojo im Westen markiert', body);
}

/** A globe turned to the project's region; the project's country dark, its site marked. */
export function globe(which: 'indonesia' | 'uganda', size = 1200) {
  const r = size * 0.44;
  const c = size / 2;
  const [lon0, lat0] = which === 'indonesia' ? [114, 2] : [26, 6];
  const project = globeProjection(lon0, lat0, c, c, r);
  const shape = (points: geo.LonLat[]) => polygon(points.map(project));
  const lands =
    which === 'indonesia'
      ? [geo.SUMATRA, geo.JAVA, geo.SULAWESI, geo.SOUTHEAST_ASIA, geo.PHILIPPINES, geo.NEW_GUINEA, geo.AUSTRALIA]
      : [geo.AFRICA, geo.MADAGASCAR, geo.ARABIA, geo.EUROPE];
  const focus = which === 'indonesia' ? geo.BORNEO : geo.UGANDA;
  const meridians: string[] = [];
  for (let lon = -180; lon < 180; lon += 30) {
    const l = ((lon - lon0 + 540) % 360) - 180;
    if (Math.abs(l) > 90) continue;
    const pts: [number, number][] = [];
    for (let lat = -90; lat <= 90; lat += 5) pts.push(project([lon, lat]));
    meridians.push(`M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}`);
  }
  for (let lat = -60; lat <= 60; lat += 30) {
    const pts: [number, number][] = [];
    for (let l = -90; l <= 90; l += 5) pts.push(project([lon0 + l, lat]));
    meridians.push(`M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')}`);
  }
  const body =
    `<defs><radialGradient id="sea" cx="0.38" cy="0.35" r="0.75"><stop offset="0" stop-color="#cfe9f1"/><stop offset="1" stop-color="#7fb8cb"/></radialGradient>` +
    `<clipPath id="disc"><circle cx="${c}" cy="${c}" r="${f(r)}"/></clipPath></defs>` +
    `<rect width="${size}" height="${size}" fill="#f4f8f4"/>` +
    `<circle cx="${c}" cy="${c}" r="${f(r + 26)}" fill="#e1eee6"/>` +
    `<circle cx="${c}" cy="${c}" r="${f(r)}" fill="url(#sea)"/>` +
    `<g clip-path="url(#disc)">` +
    `<path d="${meridians.join(' ')}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" fill="none"/>` +
    lands
      .map(
        (p) =>
          `<path d="${shape(p)}" fill="${LAND}" stroke="${INK}" stroke-opacity="0.35" stroke-width="3" stroke-linejoin="round"/>`,
      )
      .join('') +
    (which === 'uganda' ? [geo.LAKE_VICTORIA].map((p) => `<path d="${shape(p)}" fill="#9ccbd9"/>`).join('') : '') +
    `<path d="${shape(focus)}" fill="${REGION}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
    `</g>` +
    `<circle cx="${c}" cy="${c}" r="${f(r)}" fill="none" stroke="${INK}" stroke-opacity="0.5" stroke-width="4"/>` +
    marker(project(geo.SITES[which]), 8);
  const title =
    which === 'indonesia' ? 'Globus: Südostasien, Borneo hervorgehoben' : 'Globus: Afrika, Uganda hervorgehoben';
  return svgDocument(size, size, title, body);
}
