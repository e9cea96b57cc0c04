/**
 * Calendar days (yyyy-MM-dd) for app and server alike: Germany's day of an instant, and day arithmetic.
 *
 * A locale's formatted output is made for people, not for parsing: WebKit takes its locale data from the system's
 * ICU, and with CLDR 42 `en-CA` dates read `11/28/2026` instead of `2026-11-28` (nodejs/node#45945), which crashed
 * the donation form in Safari's engine. So the day is read from `formatToParts`, by the parts' types, with Latin
 * digits asked for explicitly — whatever order or separators an engine's data uses.
 */

/** A calendar day as yyyy-MM-dd. */
export type CalendarDay = string;

export const GERMAN_TIME_ZONE = 'Europe/Berlin';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall clock of `at` in a time zone (`undefined`: the device's own). */
export function wallClock(at: Date, timeZone: string | undefined): WallClock {
  if (Number.isNaN(at.getTime())) throw new RangeError('Kein gültiger Zeitpunkt.');
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour = 0, minute = 0, second = 0 } = parts;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
    throw new RangeError(`Das Datum ließ sich nicht lesen (${timeZone ?? 'Gerätezeit'}).`);
  }
  // Some engines write midnight as 24 even with h23 (older V8 with hour12: false).
  return { year: year!, month: month!, day: day!, hour: hour % 24, minute, second };
}

/** yyyy-MM-dd from its numbers. */
export const calendarDay = (year: number, month: number, day: number): CalendarDay =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The calendar day of `at` in a time zone (`undefined`: the device's own, e.g. a file name for the donor). */
export function dayIn(at: Date, timeZone: string | undefined): CalendarDay {
  const { year, month, day } = wallClock(at, timeZone);
  return calendarDay(year, month, day);
}

/** The calendar day of `at` in Germany: the day a donor, a gift or the team means. */
export const germanDay = (at: Date): CalendarDay => dayIn(at, GERMAN_TIME_ZONE);

/** The calendar year of `at` in Germany: a gift's tax year. */
export const germanYear = (at: Date): number => wallClock(at, GERMAN_TIME_ZONE).year;

/** The numbers of a yyyy-MM-dd day; a RangeError names what is wrong. */
export function dayParts(day: CalendarDay): { year: number; month: number; day: number } {
  const match = DAY_RE.exec(day);
  if (!match) throw new RangeError(`Kein Kalendertag im Format JJJJ-MM-TT: ${JSON.stringify(day)}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** `day` moved by whole days (negative: back). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const { year, month, day: d } = dayParts(day);
  const moved = new Date(Date.UTC(year, month - 1, d + days));
  return calendarDay(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** `day` moved by whole months; a day the target month lacks becomes its last (31 January + 1 → 28/29 February). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const { year, month, day: d } = dayParts(day);
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const moved = new Date(Date.UTC(year, month - 1 + months, Math.min(d, last)));
  return calendarDay(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The same calendar day a year later (29 February → 28 February). */
export const oneYearAfter = (day: CalendarDay): CalendarDay => addMonths(day, 12);
