import type { OrderState, PlotPhotoRecord, PointRecord, ProjectId } from '../../repositories/types.js';
import { isProjectId } from '../projects.js';

/**
 * The tree provider's import file (docs/architecture.md §7), checked before anything is written. Every problem is collected with
 * its JSON path, so the provider gets one complete report instead of fixing a file error by error.
 */

export interface ImportProblem {
  /** Where in the file, e.g. `orders[0].states[1]`; empty for the file itself. */
  path: string;
  /** German, precise enough to fix the file. */
  message: string;
}

export interface ImportPlot {
  plotId: string;
  project: ProjectId;
  plantedAt: string;
  /** Outer rings as closed lists of points (holes are not drawn and not kept). */
  polygons: PointRecord[][];
  coordinates: PointRecord;
  species: { latinName: string; percentage: number }[];
  co2tPerTreePerYear: number;
  mapLink: string | null;
  photos: PlotPhotoRecord[];
}

export interface ImportOrder {
  treeProviderDonationId: string;
  /** The steps to take, in order, from the order's current state. */
  states: OrderState[];
  /** undefined: keep; null: clear. */
  plannedPlanting?: string | null;
  plots: { plotId: string; treeCount: number }[];
}

export interface ImportFile {
  plots: ImportPlot[];
  orders: ImportOrder[];
}

const ORDER_STATES: readonly OrderState[] = ['DONATED', 'ACCOUNTED', 'PLANTING_IN_PROGRESS', 'FINISHED', 'ABORTED'];
const MAX_ITEMS = 5000;
const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const describe = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'eine Liste' : typeof v === 'object' ? 'ein Objekt' : JSON.stringify(v);

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

class Problems {
  readonly list: ImportProblem[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  /** Unknown keys are refused: a typo ("treecount") would otherwise be dropped without a word. */
  only(obj: Obj, path: string, keys: readonly string[]) {
    for (const key of Object.keys(obj)) {
      if (!keys.includes(key))
        this.add(`${path}${path ? '.' : ''}${key}`, `Unbekanntes Feld; erlaubt sind ${keys.join(', ')}.`);
    }
  }
  list_(value: unknown, path: string, { optional = false } = {}): unknown[] {
    if (value === undefined && optional) return [];
    if (!Array.isArray(value)) {
      this.add(path, `Muss eine Liste sein, ist ${value === undefined ? 'nicht angegeben' : describe(value)}.`);
      return [];
    }
    if (value.length > MAX_ITEMS) {
      this.add(path, `Höchstens ${MAX_ITEMS} Einträge je Datei.`);
      return [];
    }
    return value;
  }
  id(value: unknown, path: string): string | null {
    if (typeof value === 'string' && ID.test(value)) return value;
    this.add(
      path,
      `Muss eine Kennung sein (Buchstaben, Ziffern, . _ : -, höchstens 100 Zeichen), ist ${describe(value)}.`,
    );
    return null;
  }
}

/** Reads a parsed JSON value; returns the file only when there is no problem. */
export function readImportFile(raw: unknown): { file: ImportFile | null; problems: ImportProblem[] } {
  const p = new Problems();
  if (!isObj(raw)) {
    p.add('', 'Die Datei muss ein JSON-Objekt mit „plots“ und/oder „orders“ sein.');
    return { file: null, problems: p.list };
  }
  p.only(raw, '', ['plots', 'orders']);
  if (raw.plots === undefined && raw.orders === undefined) p.add('', 'Die Datei enthält weder „plots“ noch „orders“.');
  const plots = p.list_(raw.plots, 'plots', { optional: true }).map((v, i) => readPlot(v, `plots[${i}]`, p));
  const orders = p.list_(raw.orders, 'orders', { optional: true }).map((v, i) => readOrder(v, `orders[${i}]`, p));

  const seenPlots = new Map<string, number>();
  plots.forEach((plot, i) => {
    if (!plot) return;
    if (seenPlots.has(plot.plotId))
      p.add(`plots[${i}].plotId`, `Die Fläche „${plot.plotId}“ steht schon in plots[${seenPlots.get(plot.plotId)}].`);
    else seenPlots.set(plot.plotId, i);
  });
  const seenOrders = new Map<string, number>();
  orders.forEach((order, i) => {
    if (!order) return;
    const first = seenOrders.get(order.treeProviderDonationId);
    if (first !== undefined) {
      p.add(
        `orders[${i}].treeProviderDonationId`,
        `Die Bestellung „${order.treeProviderDonationId}“ steht schon in orders[${first}]; alle Schritte gehören in einen Eintrag.`,
      );
    } else seenOrders.set(order.treeProviderDonationId, i);
  });

  if (p.list.length > 0) return { file: null, problems: p.list };
  return { file: { plots: plots as ImportPlot[], orders: orders as ImportOrder[] }, problems: [] };
}

function readPlot(value: unknown, path: string, p: Problems): ImportPlot | null {
  if (!isObj(value)) {
    p.add(path, `Eine Fläche muss ein Objekt sein, ist ${describe(value)}.`);
    return null;
  }
  const before = p.list.length;
  p.only(value, path, [
    'plotId',
    'project',
    'plantedAt',
    'geometry',
    'species',
    'co2tPerTreePerYear',
    'mapLink',
    'photos',
  ]);
  const plotId = p.id(value.plotId, `${path}.plotId`);
  const project = value.project;
  if (typeof project !== 'string' || !isProjectId(project))
    p.add(`${path}.project`, `Unbekanntes Projekt ${describe(project)}; erlaubt sind indonesia und uganda.`);
  if (!isIsoDate(value.plantedAt))
    p.add(`${path}.plantedAt`, `Muss ein Datum im Format JJJJ-MM-TT sein, ist ${describe(value.plantedAt)}.`);
  const polygons = readGeometry(value.geometry, `${path}.geometry`, p);

  const species = p.list_(value.species, `${path}.species`).map((s, i) => {
    const at = `${path}.species[${i}]`;
    if (!isObj(s)) return (p.add(at, 'Eine Baumart muss ein Objekt mit latinName und percentage sein.'), null);
    p.only(s, at, ['latinName', 'percentage']);
    const name = typeof s.latinName === 'string' ? s.latinName.trim() : '';
    if (name.length === 0 || name.length > 120)
      p.add(`${at}.latinName`, 'Der lateinische Name fehlt oder ist länger als 120 Zeichen.');
    const pct = s.percentage;
    if (typeof pct !== 'number' || !Number.isFinite(pct) || pct <= 0 || pct > 100)
      p.add(`${at}.percentage`, `Muss eine Zahl über 0 und bis 100 sein, ist ${describe(pct)}.`);
    return { latinName: name, percentage: pct as number };
  });
  if (Array.isArray(value.species)) {
    if (value.species.length === 0) p.add(`${path}.species`, 'Mindestens eine Baumart angeben.');
    const sum = species.reduce((s, x) => s + (x && typeof x.percentage === 'number' ? x.percentage : 0), 0);
    if (species.every(Boolean) && value.species.length > 0 && Math.abs(sum - 100) > 0.01) {
      p.add(`${path}.species`, `Die Anteile ergeben zusammen ${String(sum).replace('.', ',')} %, nicht 100 %.`);
    }
  }
  const co2 = value.co2tPerTreePerYear;
  if (typeof co2 !== 'number' || !Number.isFinite(co2) || co2 <= 0 || co2 > 1) {
    p.add(
      `${path}.co2tPerTreePerYear`,
      `Muss die gemessenen Tonnen CO₂ sein, die ein Baum hier im Jahr bindet (über 0 und höchstens 1), ist ${describe(co2)}.`,
    );
  }
  const mapLink = value.mapLink ?? null;
  if (mapLink !== null && !isHttpsUrl(mapLink)) p.add(`${path}.mapLink`, 'Muss eine https-Adresse sein.');
  const photos = p.list_(value.photos, `${path}.photos`, { optional: true }).map((ph, i) => {
    const at = `${path}.photos[${i}]`;
    if (!isObj(ph)) return (p.add(at, 'Ein Foto muss ein Objekt mit url und caption sein.'), null);
    p.only(ph, at, ['url', 'caption']);
    if (!isHttpsUrl(ph.url)) p.add(`${at}.url`, 'Muss eine https-Adresse sein.');
    const caption = typeof ph.caption === 'string' ? ph.caption.trim() : '';
    if (caption.length === 0 || caption.length > 200)
      p.add(
        `${at}.caption`,
        'Die Bildunterschrift (zugleich Text für Screenreader) fehlt oder ist länger als 200 Zeichen.',
      );
    return { url: ph.url as string, caption };
  });

  if (p.list.length > before || !plotId || !polygons) return null;
  return {
    plotId,
    project: project as ProjectId,
    plantedAt: value.plantedAt as string,
    polygons,
    coordinates: centreOf(polygons),
    species: species as ImportPlot['species'],
    co2tPerTreePerYear: co2 as number,
    mapLink: mapLink as string | null,
    photos: photos as PlotPhotoRecord[],
  };
}

function readOrder(value: unknown, path: string, p: Problems): ImportOrder | null {
  if (!isObj(value)) {
    p.add(path, `Eine Bestellung muss ein Objekt sein, ist ${describe(value)}.`);
    return null;
  }
  const before = p.list.length;
  p.only(value, path, ['treeProviderDonationId', 'states', 'plannedPlanting', 'plots']);
  const id = p.id(value.treeProviderDonationId, `${path}.treeProviderDonationId`);
  const states = p.list_(value.states, `${path}.states`, { optional: true }).map((s, i) => {
    if (typeof s !== 'string' || !ORDER_STATES.includes(s as OrderState)) {
      p.add(`${path}.states[${i}]`, `Unbekannter Zustand ${describe(s)}; erlaubt sind ${ORDER_STATES.join(', ')}.`);
    }
    return s as OrderState;
  });
  if (value.plannedPlanting !== undefined && value.plannedPlanting !== null && !isIsoDate(value.plannedPlanting)) {
    p.add(
      `${path}.plannedPlanting`,
      `Muss ein Datum im Format JJJJ-MM-TT oder null sein, ist ${describe(value.plannedPlanting)}.`,
    );
  }
  const seen = new Set<string>();
  const plots = p.list_(value.plots, `${path}.plots`, { optional: true }).map((a, i) => {
    const at = `${path}.plots[${i}]`;
    if (!isObj(a)) return (p.add(at, 'Eine Zuordnung muss ein Objekt mit plotId und treeCount sein.'), null);
    p.only(a, at, ['plotId', 'treeCount']);
    const plotId = p.id(a.plotId, `${at}.plotId`);
    if (plotId && seen.has(plotId))
      p.add(`${at}.plotId`, `Die Fläche „${plotId}“ ist dieser Bestellung schon zugeordnet.`);
    if (plotId) seen.add(plotId);
    if (!Number.isInteger(a.treeCount) || (a.treeCount as number) < 1)
      p.add(`${at}.treeCount`, `Muss eine ganze Zahl ab 1 sein, ist ${describe(a.treeCount)}.`);
    return { plotId: plotId ?? '', treeCount: a.treeCount as number };
  });
  if (states.length === 0 && value.plannedPlanting === undefined && plots.length === 0) {
    p.add(path, 'Die Bestellung ändert nichts: gib states, plannedPlanting oder plots an.');
  }
  if (p.list.length > before || !id) return null;
  return {
    treeProviderDonationId: id,
    states,
    ...(value.plannedPlanting !== undefined ? { plannedPlanting: value.plannedPlanting as string | null } : {}),
    plots: plots as ImportOrder['plots'],
  };
}

function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** GeoJSON (RFC 7946) Polygon or MultiPolygon, bare or as a Feature; positions are [longitude, latitude]. */
function readGeometry(value: unknown, path: string, p: Problems): PointRecord[][] | null {
  let geometry = value;
  let at = path;
  if (isObj(geometry) && geometry.type === 'Feature') {
    geometry = geometry.geometry;
    at = `${path}.geometry`;
  }
  if (!isObj(geometry) || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) {
    p.add(
      at,
      'Muss ein GeoJSON-Polygon oder -MultiPolygon sein (type und coordinates, Positionen als [Länge, Breite]).',
    );
    return null;
  }
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  if (!Array.isArray(polygons) || polygons.length === 0) {
    p.add(`${at}.coordinates`, 'Enthält kein Polygon.');
    return null;
  }
  const before = p.list.length;
  const rings: PointRecord[][] = [];
  polygons.forEach((polygon: unknown, i) => {
    const polyPath = geometry.type === 'Polygon' ? `${at}.coordinates` : `${at}.coordinates[${i}]`;
    if (!Array.isArray(polygon) || polygon.length === 0)
      return p.add(polyPath, 'Ein Polygon ist eine Liste von Ringen.');
    const ring = readRing(polygon[0], `${polyPath}[0]`, p);
    if (ring) rings.push(ring);
  });
  return p.list.length > before ? null : rings;
}

function readRing(value: unknown, path: string, p: Problems): PointRecord[] | null {
  if (!Array.isArray(value) || value.length < 4) {
    p.add(path, 'Ein Ring braucht mindestens vier Positionen (die letzte gleich der ersten).');
    return null;
  }
  const points: PointRecord[] = [];
  for (const [i, pos] of value.entries()) {
    const ok = Array.isArray(pos) && pos.length >= 2 && pos.every((n) => typeof n === 'number' && Number.isFinite(n));
    const [longitude, latitude] = ok ? (pos as number[]) : [NaN, NaN];
    if (!ok || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
      p.add(`${path}[${i}]`, `Muss eine Position [Länge −180…180, Breite −90…90] sein, ist ${JSON.stringify(pos)}.`);
      return null;
    }
    points.push({ latitude, longitude });
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (first.latitude !== last.latitude || first.longitude !== last.longitude) {
    p.add(path, 'Der Ring ist nicht geschlossen: die letzte Position muss gleich der ersten sein.');
    return null;
  }
  return points;
}

/** Mean of the outer rings' corners (the closing point counted once): good enough for a plot of a few hectares. */
function centreOf(rings: PointRecord[][]): PointRecord {
  const corners = rings.flatMap((r) => r.slice(0, -1));
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    latitude: round(corners.reduce((s, c) => s + c.latitude, 0) / corners.length),
    longitude: round(corners.reduce((s, c) => s + c.longitude, 0) / corners.length),
  };
}
