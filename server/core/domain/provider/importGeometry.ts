import type { PointRecord } from '../../repositories/types.js';
import { isObj, type Problems } from './importProblems.js';

/** GeoJSON (RFC 7946) Polygon or MultiPolygon, bare or as a Feature; positions are [longitude, latitude]. */
export function readGeometry(value: unknown, path: string, p: Problems): PointRecord[][] | null {
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
export function centreOf(rings: PointRecord[][]): PointRecord {
  const corners = rings.flatMap((r) => r.slice(0, -1));
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    latitude: round(corners.reduce((s, c) => s + c.latitude, 0) / corners.length),
    longitude: round(corners.reduce((s, c) => s + c.longitude, 0) / corners.length),
  };
}
