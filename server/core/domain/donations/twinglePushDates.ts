import { invalidField as invalid } from './twinglePushFormat.js';

/** YmdHis in Europe/Berlin (Twingle's wall clock), e.g. 20261123190500 → 2026-11-23T18:05:00Z. */
export function parseTwingleDate(value: string, field: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  const bad = () => invalid(field, `ist kein Datum im Format JJJJMMTTHHMMSS („${value.slice(0, 20)}“).`);
  if (!match) throw bad();
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  const calendar = new Date(Date.UTC(y, mo - 1, d));
  const validDay = calendar.getUTCFullYear() === y && calendar.getUTCMonth() === mo - 1 && calendar.getUTCDate() === d;
  if (y < 2000 || y > 2100 || !validDay || h > 23 || mi > 59 || s > 59) throw bad();
  return fromBerlinWallClock(y, mo, d, h, mi, s);
}

/** The Berlin wall-clock time of `date` as YmdHis (what Twingle sends). */
export function formatTwingleDate(date: Date): string {
  return berlinParts(date)
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('');
}

const BERLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function berlinParts(date: Date): number[] {
  const parts = Object.fromEntries(BERLIN.formatToParts(date).map((p) => [p.type, p.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number);
}

/** How far Berlin's wall clock is ahead of UTC at that instant (1 h or 2 h). */
function berlinOffsetMs(instant: number): number {
  const [y, mo, d, h, mi, s] = berlinParts(new Date(instant));
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

function fromBerlinWallClock(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Twice: the offset at the guessed instant can differ from the one at the result around the DST switch.
  const guess = wall - berlinOffsetMs(wall);
  return new Date(wall - berlinOffsetMs(guess));
}
