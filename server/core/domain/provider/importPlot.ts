import type { PlotPhotoRecord, ProjectId } from '../../repositories/types.js';
import { isProjectId } from '../projects.js';
import { centreOf, readGeometry } from './importGeometry.js';
import type { ImportPlot } from './importFile.js';
import { describe, isHttpsUrl, isIsoDate, isObj, type Problems } from './importProblems.js';

/** One plot of the file: its place (GeoJSON), planting day, species mix and CO₂ per tree, photos. */
export function readPlot(value: unknown, path: string, p: Problems): ImportPlot | null {
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
