/**
 * A plot's name for people (issue 33 §4): the provider's ids read „plot-borneo-gunung-mas-014“; the donor reads
 * „Gunung Mas, Fläche 14“. Derived from the id's place and number, the parts the provider's ids carry; an id that
 * does not follow the pattern is named by the project's region („Fläche in Uganda“), never shown raw.
 */
import type { ProjectId } from '../../repositories/types.js';

/** Region words the provider puts before the place; they are no part of the place's name. */
const REGION_WORDS = new Set(['plot', 'borneo', 'kalimantan', 'indonesia', 'indonesien', 'uganda']);

const REGION_NAMES: Record<string, string> = { indonesia: 'Zentral-Kalimantan', uganda: 'Uganda' };

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** „Gunung Mas, Fläche 14“ from „plot-borneo-gunung-mas-014“; „Fläche in Uganda“ when the id says nothing usable. */
export function plotDisplayName(plotId: string, project: ProjectId | string): string {
  const words = plotId
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter(Boolean);
  const last = words.at(-1) ?? '';
  const number = /^\d+$/.test(last) ? Number(last) : null;
  const place = (number === null ? words : words.slice(0, -1)).filter(
    (w) => !REGION_WORDS.has(w) && /^[a-zäöüß]+$/.test(w),
  );
  const region = REGION_NAMES[project] ?? null;
  if (place.length > 0 && number !== null) return `${place.map(titleCase).join(' ')}, Fläche ${number}`;
  if (place.length > 0) return `Fläche ${place.map(titleCase).join(' ')}`;
  if (number !== null && region) return `${region}, Fläche ${number}`;
  return region ? `Fläche in ${region}` : 'Fläche';
}

/**
 * The plot on OpenStreetMap, for the real surroundings the card's small map leaves out: the provider's link when it
 * sent one, else OpenStreetMap centred on the plot (zoom 15: the plot and its villages, roads and rivers).
 */
export function plotMapLink(
  mapLink: string | null,
  { latitude, longitude }: { latitude: number; longitude: number },
): string {
  return mapLink ?? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}
