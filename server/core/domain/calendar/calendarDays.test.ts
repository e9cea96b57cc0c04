import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_SHAPES, intlShaped } from '../../../../tests/support/engineIntl';

const load = async () => {
  vi.resetModules();
  return import('./calendarDays');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('calendar days in Germany', () => {
  it.each(Object.entries(ENGINE_SHAPES))('reads the day whatever the engine writes: %s', async (_name, shape) => {
    vi.stubGlobal('Intl', intlShaped(shape));
    const { germanDay, germanYear, dayIn, wallClock } = await load();
    // 23:30 UTC on New Year's Eve is already the next year in Berlin.
    expect(germanDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(germanYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    // 22:30 UTC in summer is 00:30 the next day (CEST, UTC+2).
    expect(germanDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(germanDay(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-28');
    expect(dayIn(new Date('2026-11-28T03:00:00Z'), 'America/New_York')).toBe('2026-11-27');
    expect(wallClock(new Date('2026-11-27T23:00:00Z'), 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('says so instead of returning a wrong day when an instant is no date', async () => {
    const { germanDay } = await load();
    expect(() => germanDay(new Date('kein Datum'))).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('moves by days over month and year ends', async () => {
    const { addDays } = await load();
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // No time zone in the sum: the switch to summer time (29 March 2026) is a day like any other.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('moves by months and years to the month’s last day when it has fewer', async () => {
    const { addMonths, oneYearAfter } = await load();
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2026-11-28')).toBe('2027-11-28');
  });

  it('refuses what is no yyyy-MM-dd day, naming it', async () => {
    const { addDays, oneYearAfter } = await load();
    expect(() => oneYearAfter('11/28/2026')).toThrow('Kein Kalendertag im Format JJJJ-MM-TT: "11/28/2026"');
    expect(() => addDays('2026-1-5', 1)).toThrow(RangeError);
  });
});
