/**
 * When the partner plants (issue 33 §4): the one place that knows the rainy seasons and says when an order's trees go
 * into the ground. Central Kalimantan plants from November to March, western Uganda from March to May and from
 * September to November. Money transfer and seedlings take about two months, so a donation's trees are expected in
 * the first planting month at least two months after it — inside a season that is already running, too — and never in
 * a month that is already over. The Baumdepot, the Pflanzbuch, the thank-you page and the project pages all ask here.
 */

/** A season by its months (1–12); `end < start` runs over a year end. */
export interface SeasonMonths {
  start: number;
  end: number;
}

const SEASONS: Record<string, readonly SeasonMonths[]> = {
  indonesia: [{ start: 11, end: 3 }],
  uganda: [
    { start: 3, end: 5 },
    { start: 9, end: 11 },
  ],
};

/** Months between a donation and the earliest planting of its trees. */
export const LEAD_MONTHS = 2;

export const MONTH_NAMES = [
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
] as const;

/** A month counted from year 0 (year × 12 + month − 1), so stepping over a year end is plain arithmetic. */
type MonthIndex = number;
const monthIndex = (d: Date): MonthIndex => d.getUTCFullYear() * 12 + d.getUTCMonth();
const monthName = (m: MonthIndex) => MONTH_NAMES[m % 12];
const yearOf = (m: MonthIndex) => Math.floor(m / 12);
const monthYear = (m: MonthIndex) => `${monthName(m)} ${yearOf(m)}`;

/** „Januar bis März 2027“, „Dezember 2026 bis März 2027“, „März 2027“. */
function span(from: MonthIndex, to: MonthIndex): string {
  if (from === to) return monthYear(from);
  return yearOf(from) === yearOf(to)
    ? `${monthName(from)} bis ${monthYear(to)}`
    : `${monthYear(from)} bis ${monthYear(to)}`;
}

/** One season of one year: its first and last month. */
export interface Season {
  start: MonthIndex;
  end: MonthIndex;
}

/** The season (of the right year) that month `m` lies in, or null when the partner does not plant in `m`. */
function seasonAt(seasons: readonly SeasonMonths[], m: MonthIndex): Season | null {
  const month = (m % 12) + 1;
  for (const s of seasons) {
    const length = (s.end - s.start + 12) % 12;
    const intoSeason = (month - s.start + 12) % 12;
    if (intoSeason <= length) return { start: m - intoSeason, end: m - intoSeason + length };
  }
  return null;
}

/** The first month from `from` on in which the partner plants, with its season; null for an unknown project. */
function firstPlantingMonth(project: string, from: MonthIndex): { month: MonthIndex; season: Season } | null {
  const seasons = SEASONS[project];
  if (!seasons) return null;
  for (let m = from; m < from + 24; m += 1) {
    const season = seasonAt(seasons, m);
    if (season) return { month: m, season };
  }
  return null;
}

/** When the trees of a donation are expected: from the first possible month to the end of that season. */
export interface ExpectedPlanting {
  /** The first month they can be planted in. */
  from: MonthIndex;
  /** The last month of that season. */
  to: MonthIndex;
  /** „Januar bis März 2027“. */
  text: string;
}

/**
 * When the trees of a donation made at `donatedAt` are expected, seen on `today`: the first planting month at least
 * LEAD_MONTHS after the donation and not before this month, up to the end of its season. Null for an unknown project.
 */
export function expectedPlanting(project: string, donatedAt: Date, today: Date): ExpectedPlanting | null {
  const first = firstPlantingMonth(project, Math.max(monthIndex(donatedAt) + LEAD_MONTHS, monthIndex(today)));
  if (!first) return null;
  return { from: first.month, to: first.season.end, text: span(first.month, first.season.end) };
}

/** The season running on `today`, or else the next one: „aktuelle Pflanzsaison: November 2026 bis März 2027“. */
export function plantingSeasonOn(project: string, today: Date): string | null {
  const first = firstPlantingMonth(project, monthIndex(today));
  if (!first) return null;
  const running = first.month === monthIndex(today);
  return `${running ? 'aktuelle' : 'nächste'} Pflanzsaison: ${span(first.season.start, first.season.end)}`;
}

/** „November bis März“ or „März bis Mai und September bis November“ (the project pages); null for an unknown project. */
export function rainySeasonMonths(project: string): string | null {
  const seasons = SEASONS[project];
  if (!seasons) return null;
  return seasons.map((s) => `${MONTH_NAMES[s.start - 1]} bis ${MONTH_NAMES[s.end - 1]}`).join(' und ');
}

/** What an order needs for its planting line. */
export interface PlantingOrder {
  orderState: string;
  /** The partner's planned day (yyyy-MM-dd), once it has one. */
  plannedPlanting?: string | null;
  /** When it was donated (ISO date-time). */
  donatedAt: string;
  project: string;
}

const germanDay = (isoDate: string) => {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};
const dayStart = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * The order's planting line, as of `today`:
 * - finished or aborted: none;
 * - being planted: „Pflanzung geplant: 02.12.2026“ before the day, „Gepflanzt wird seit 02.12.2025“ from it on;
 * - at the partner with a planned day: „Pflanzung geplant: Januar 2027“ while that month has not passed;
 * - otherwise (no day yet, or a planned month that passed without planting): „Pflanzung voraussichtlich: Januar bis
 *   März 2027“ from `expectedPlanting`.
 */
export function plantingLine(order: PlantingOrder, today: Date): string | null {
  if (order.orderState === 'FINISHED' || order.orderState === 'ABORTED') return null;
  const planned = order.plannedPlanting;
  if (planned && order.orderState === 'PLANTING_IN_PROGRESS') {
    return Date.parse(`${planned.slice(0, 10)}T00:00:00Z`) <= dayStart(today)
      ? `Gepflanzt wird seit ${germanDay(planned)}`
      : `Pflanzung geplant: ${germanDay(planned)}`;
  }
  if (planned) {
    const month = monthIndex(new Date(`${planned.slice(0, 10)}T00:00:00Z`));
    if (month >= monthIndex(today)) return `Pflanzung geplant: ${monthYear(month)}`;
  }
  const expected = expectedPlanting(order.project, new Date(order.donatedAt), today);
  return expected ? `Pflanzung voraussichtlich: ${expected.text}` : null;
}
