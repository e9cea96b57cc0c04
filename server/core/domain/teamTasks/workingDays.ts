import { germanDay } from '../calendar/calendarDays.js';
import type { IsoDate } from '../../repositories/types.js';

/** Easter Sunday (Gregorian, anonymous algorithm) as yyyy-MM-dd. */
function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const shift = (day: IsoDate, days: number): IsoDate => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Germany's nationwide public holidays of a year (the team works in Germany; regional holidays are not counted). */
export function germanHolidays(year: number): Set<IsoDate> {
  const easter = easterSunday(year);
  return new Set([
    `${year}-01-01`, // Neujahr
    shift(easter, -2), // Karfreitag
    shift(easter, 1), // Ostermontag
    `${year}-05-01`, // Tag der Arbeit
    shift(easter, 39), // Christi Himmelfahrt
    shift(easter, 50), // Pfingstmontag
    `${year}-10-03`, // Tag der Deutschen Einheit
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
}

export function isWorkingDay(day: IsoDate): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !germanHolidays(Number(day.slice(0, 4))).has(day);
}

/** The working day `n` working days after the German calendar day of `at` (Mon–Fri without nationwide holidays). */
export function workingDaysAfter(at: Date, n: number): IsoDate {
  let day = germanDay(at);
  for (let left = n; left > 0;) {
    day = shift(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The moment `n` working days after `at`, at the same time of day (the team's reminder). */
export function workingDaysLater(at: Date, n: number): Date {
  const days =
    (Date.parse(`${workingDaysAfter(at, n)}T12:00:00Z`) - Date.parse(`${germanDay(at)}T12:00:00Z`)) / 86_400_000;
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
