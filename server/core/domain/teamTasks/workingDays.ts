import { getHolidays } from 'feiertagejs';
import { germanDay } from '../calendar/calendarDays.js';
import type { IsoDate } from '../../repositories/types.js';
import type { TeamRegion } from './teamRegion.js';

const shift = (day: IsoDate, days: number): IsoDate => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const holidaysByYear = new Map<string, Set<IsoDate>>();

/**
 * The public holidays of a year where the team works: the nationwide ones and, with `region`, that Land's (feiertagejs,
 * maintained with the Länder's laws: Berlin's Internationaler Frauentag since 2019, Reformationstag in the northern
 * Länder, Fronleichnam in the southern and western ones …). Without a region, the nationwide holidays only.
 */
export function germanHolidays(year: number, region: TeamRegion | null = null): Set<IsoDate> {
  const key = `${year}/${region ?? 'BUND'}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    // Each holiday's date is noon UTC of its day: its ISO date is the day, in whatever zone this runs (the package's
    // own dateString uses the host's zone, a day late east of UTC+12).
    days = new Set(getHolidays(year, region ?? 'BUND').map((holiday) => holiday.date.toISOString().slice(0, 10)));
    holidaysByYear.set(key, days);
  }
  return days;
}

/** Monday to Friday, and no public holiday where the team works (`region`; none: the nationwide holidays only). */
export function isWorkingDay(day: IsoDate, region: TeamRegion | null = null): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !germanHolidays(Number(day.slice(0, 4)), region).has(day);
}

/** The working day `n` working days after the German calendar day of `at`, in the team's Land `region`. */
export function workingDaysAfter(at: Date, n: number, region: TeamRegion | null = null): IsoDate {
  let day = germanDay(at);
  for (let left = n; left > 0;) {
    day = shift(day, 1);
    if (isWorkingDay(day, region)) left -= 1;
  }
  return day;
}

/** The moment `n` working days after `at`, at the same time of day (the team's reminder). */
export function workingDaysLater(at: Date, n: number, region: TeamRegion | null = null): Date {
  const days =
    (Date.parse(`${workingDaysAfter(at, n, region)}T12:00:00Z`) - Date.parse(`${germanDay(at)}T12:00:00Z`)) /
    86_400_000;
  return new Date(at.getTime() + days * 86_400_000);
}

/** The team is reminded of an open task after this many working days, then every day. */
export const REMIND_AFTER_WORKING_DAYS = 2;
/** The donor is promised the end or change by this many working days after asking: a day after the first reminder. */
export const DUE_WORKING_DAYS = 3;

const longDate = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** „Mittwoch, 2. Dezember 2026“: the day a task is due, as donor and team read it. */
export const dueDay = (day: IsoDate): string => longDate.format(new Date(`${day}T12:00:00Z`));
