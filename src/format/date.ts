/** Dates as the spec wants them (§9: de-DE, day.month.year); the donor's clock is German time. */

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});
const calendarDayFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A DateTime (ISO string with zone) as "23.11.2026" in German time. */
export function formatDateTime(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** A calendar Date ("2026-11-20", no zone) as "20.11.2026" — never shifted by the browser's zone. */
export function formatDate(isoDate: string): string {
  return calendarDayFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A calendar Date as its month: "2026-11-20" → "November 2026". */
export function formatMonth(isoDate: string): string {
  return monthFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
