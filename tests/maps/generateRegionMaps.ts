/**
 * Writes src/features/account/regionMaps.generated.ts: the country outlines of the Pflanzbuch's small maps (issue 33
 * §4), pre-projected SVG paths for Borneo and Uganda, so the app ships a few kilobytes of path data and no map library.
 *
 * Source: Natural Earth 1:50m admin-0 countries as TopoJSON, from the `world-atlas` package (a devDependency; nothing
 * of it reaches the bundle). Run `npm run maps:regions` after changing a region below or updating world-atlas;
 * tests/contract/regionMaps.test.ts fails when the committed module differs from what this script writes.
 *
 * Per region: the view (bounds), the project's country (filled), its neighbours (muted) and a few labels. Rings are
 * projected (regionProjection.ts), clamped to a margin around the view, thinned to one point per ~1.5 px and rounded
 * to 0.1 px; rings that end up smaller than a pixel are dropped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { projectInto, regionHeight, type RegionBounds } from '../../src/features/account/regionProjection.ts';

interface RegionSpec {
  project: string;
  /** What the map shows, for its text alternative: „Borneo“. */
  area: string;
  bounds: RegionBounds;
  country: string;
  neighbours: string[];
  /** The corner where the card puts the plot's outline as an inset: over sea or a neighbour, not the plot. */
  inset: 'bottom-left' | 'bottom-right';
  labels: { text: string; longitude: number; latitude: number; neighbour?: boolean }[];
}

export const REGIONS: RegionSpec[] = [
  {
    project: 'indonesia',
    area: 'Borneo',
    bounds: { west: 108.4, east: 119.6, south: -4.6, north: 7.6 },
    country: 'Indonesia',
    neighbours: ['Malaysia', 'Brunei'],
    inset: 'bottom-left',
    labels: [
      { text: 'Indonesien', longitude: 116.2, latitude: 1.2 },
      { text: 'Malaysia', longitude: 113.1, latitude: 2.7, neighbour: true },
    ],
  },
  {
    project: 'uganda',
    area: 'Uganda',
    bounds: { west: 28.8, east: 35.6, south: -2.1, north: 4.8 },
    country: 'Uganda',
    neighbours: ['Kenya', 'Tanzania', 'Rwanda', 'Dem. Rep. Congo', 'S. Sudan', 'Burundi'],
    inset: 'bottom-right',
    labels: [
      { text: 'Uganda', longitude: 32.9, latitude: 2.2 },
      { text: 'Kongo', longitude: 29.5, latitude: 2.6, neighbour: true },
      { text: 'Südsudan', longitude: 31.6, latitude: 4.35, neighbour: true },
      { text: 'Tansania', longitude: 31.3, latitude: -1.7, neighbour: true },
      { text: 'Kenia', longitude: 35.15, latitude: 3.4, neighbour: true },
    ],
  },
];

/** The maps' width in SVG units; the height follows the bounds. */
export const WIDTH = 240;
const MARGIN = 4;
const MIN_STEP = 1.5;

interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: {
    countries: {
      geometries: { type: string; arcs: number[][] | number[][][]; properties: { name: string } }[];
    };
  };
}

/** TopoJSON arcs back to longitude/latitude (delta-encoded, quantized). */
function decodeArcs(topology: Topology): [number, number][][] {
  const { scale, translate } = topology.transform;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]] as [number, number];
    });
  });
}

function ringPoints(arcs: [number, number][][], ring: number[]): [number, number][] {
  const points: [number, number][] = [];
  for (const index of ring) {
    const arc = index >= 0 ? arcs[index] : [...arcs[~index]].reverse();
    points.push(...(points.length > 0 ? arc.slice(1) : arc));
  }
  return points;
}

const f = (n: number) => String(Math.round(n * 10) / 10);

function ringPath(spec: RegionSpec, height: number, lonLat: [number, number][]): string | null {
  const clamp = (v: number, max: number) => Math.min(max + MARGIN, Math.max(-MARGIN, v));
  const kept: [number, number][] = [];
  for (const [lon, lat] of lonLat) {
    const [x, y] = projectInto(spec.bounds, WIDTH, lon, lat);
    const p: [number, number] = [clamp(x, WIDTH), clamp(y, height)];
    const last = kept.at(-1);
    if (last && Math.hypot(p[0] - last[0], p[1] - last[1]) < MIN_STEP) continue;
    kept.push(p);
  }
  // Points clamped onto the same side of the margin between two others on it add nothing.
  const onSide = (a: [number, number], b: [number, number], c: [number, number]) =>
    [0, 1].some(
      (k) => a[k] === b[k] && b[k] === c[k] && (b[k] === -MARGIN || b[k] === (k === 0 ? WIDTH : height) + MARGIN),
    );
  for (let i = kept.length - 2; i >= 1; i -= 1) {
    if (onSide(kept[i - 1], kept[i], kept[i + 1])) kept.splice(i, 1);
  }
  if (kept.length < 3) return null;
  let area = 0;
  for (let i = 0; i < kept.length; i += 1) {
    const [x1, y1] = kept[i];
    const [x2, y2] = kept[(i + 1) % kept.length];
    area += x1 * y2 - x2 * y1;
  }
  if (Math.abs(area) / 2 < 1) return null;
  // A ring entirely in the margin (outside the view) draws nothing.
  const inside = kept.some(([x, y]) => x > 0 && x < WIDTH && y > 0 && y < height);
  if (!inside) return null;
  return `M${kept.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
}

function countryPath(spec: RegionSpec, height: number, topology: Topology, arcs: [number, number][][], name: string) {
  const geometry = topology.objects.countries.geometries.find((g) => g.properties.name === name);
  if (!geometry) throw new Error(`world-atlas has no country "${name}"`);
  const polygons = (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs) as number[][][];
  return polygons
    .flatMap((polygon) => polygon.map((ring) => ringPath(spec, height, ringPoints(arcs, ring))))
    .filter((d): d is string => d !== null)
    .join('');
}

/** The generated module's text, formatted by Prettier like every file of the project. */
export async function generateRegionMaps(): Promise<string> {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
  const arcs = decodeArcs(topology);
  const regions = REGIONS.map((spec) => {
    const height = regionHeight(spec.bounds, WIDTH);
    return {
      project: spec.project,
      area: spec.area,
      bounds: spec.bounds,
      width: WIDTH,
      height,
      country: countryPath(spec, height, topology, arcs, spec.country),
      neighbours: spec.neighbours.map((n) => countryPath(spec, height, topology, arcs, n)).join(''),
      inset: spec.inset,
      labels: spec.labels.map((l) => {
        const [x, y] = projectInto(spec.bounds, WIDTH, l.longitude, l.latitude);
        return { text: l.text, x: Math.round(x), y: Math.round(y), neighbour: l.neighbour === true };
      }),
    };
  });
  const body = regions.map((r) => `  ${JSON.stringify(r.project)}: ${JSON.stringify(r)},`).join('\n');
  const text = `// Generated by tests/maps/generateRegionMaps.ts (npm run maps:regions) from Natural Earth 1:50m countries
// (world-atlas, public domain data). Do not edit: change the script and run it again.
import type { RegionBounds } from './regionProjection';

export interface RegionMap {
  project: string;
  /** What the map shows, for its text alternative. */
  area: string;
  bounds: RegionBounds;
  width: number;
  height: number;
  /** SVG path of the project's country. */
  country: string;
  /** SVG path of its neighbours. */
  neighbours: string;
  /** The corner for the inset with the plot's outline. */
  inset: 'bottom-left' | 'bottom-right';
  /** Country names at their place; neighbour for the muted ones. */
  labels: { text: string; x: number; y: number; neighbour: boolean }[];
}

export const REGION_MAPS: Record<string, RegionMap> = {
${body}
};
`;
  return prettier.format(text, { ...(await prettier.resolveConfig(OUTPUT)), filepath: OUTPUT });
}

export const OUTPUT = fileURLToPath(new URL('../../src/features/account/regionMaps.generated.ts', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, await generateRegionMaps());
  console.log(`wrote ${OUTPUT}`);
}
