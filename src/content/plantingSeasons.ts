/**
 * When the partner plants (rainy seasons): Central Kalimantan from November to March, western Uganda from March to May
 * and from September to November. An order that has no planned date yet is expected in the first season that starts
 * at least two months after the donation (money transfer and seedlings take about that long).
 */
const SEASONS: Record<string, readonly { start: number; end: number }[]> = {
  indonesia: [{ start: 11, end: 3 }],
  uganda: [
    { start: 3, end: 5 },
    { start: 9, end: 11 },
  ],
};

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const LEAD_MONTHS = 2;

/** „Regenzeit November 2026 bis März 2027“, or null for an unknown project. */
export function expectedPlantingSeason(project: string, donatedAtIso: string): string | null {
  const seasons = SEASONS[project];
  if (!seasons) return null;
  const donated = new Date(donatedAtIso);
  // Months counted from year 0, so comparing and stepping over a year end stays simple.
  const earliest = donated.getUTCFullYear() * 12 + donated.getUTCMonth() + LEAD_MONTHS;
  for (let m = earliest; m < earliest + 24; m += 1) {
    const season = seasons.find((s) => s.start === (m % 12) + 1);
    if (!season) continue;
    const startYear = Math.floor(m / 12);
    const endYear = season.end < season.start ? startYear + 1 : startYear;
    return `Regenzeit ${MONTHS[season.start - 1]} ${startYear} bis ${MONTHS[season.end - 1]} ${endYear}`;
  }
  return null;
}

/** „November bis März“ or „März bis Mai und September bis November“ (the project pages), or null for an unknown project. */
export function rainySeasonMonths(project: string): string | null {
  const seasons = SEASONS[project];
  if (!seasons) return null;
  return seasons.map((s) => `${MONTHS[s.start - 1]} bis ${MONTHS[s.end - 1]}`).join(' und ');
}

/**
 * The planting season the partner is in on `today`, or the next one: „aktuelle Pflanzsaison: November 2026 bis März
 * 2027“ / „nächste Pflanzsaison: März bis Mai 2027“. Computed from the date, so the page never names a past season as
 * current. Null for an unknown project.
 */
export function plantingSeasonOn(project: string, today: Date): string | null {
  const seasons = SEASONS[project];
  if (!seasons) return null;
  const month = today.getUTCFullYear() * 12 + today.getUTCMonth();
  // A season that started up to 11 months ago may still be running (one that spans a year end, for instance).
  for (let m = month - 11; m < month + 12; m += 1) {
    const season = seasons.find((s) => s.start === (m % 12) + 1);
    if (!season) continue;
    const length = (season.end - season.start + 12) % 12;
    if (m + length < month) continue;
    const startYear = Math.floor(m / 12);
    const endYear = Math.floor((m + length) / 12);
    const span =
      startYear === endYear
        ? `${MONTHS[season.start - 1]} bis ${MONTHS[season.end - 1]} ${endYear}`
        : `${MONTHS[season.start - 1]} ${startYear} bis ${MONTHS[season.end - 1]} ${endYear}`;
    return `${m <= month ? 'aktuelle' : 'nächste'} Pflanzsaison: ${span}`;
  }
  return null;
}
