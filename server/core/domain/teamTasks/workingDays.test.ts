import { describe, expect, it } from 'vitest';
import { germanHolidays, isWorkingDay, workingDaysAfter, workingDaysLater } from './workingDays';

describe('working days in Germany', () => {
  it('knows the nationwide holidays, Easter included', () => {
    expect([...germanHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-12-25')).toBe(false);
  });

  it('counts over weekends and holidays, in Berlin’s calendar', () => {
    // Friday 27 Nov → Mon 30 Nov, Tue 1 Dec.
    expect(workingDaysAfter(new Date('2026-11-27T10:00:00Z'), 2)).toBe('2026-12-01');
    // Wednesday 23 Dec → (24th) Thu, then Mon 28 — 25 and 26 are holidays.
    expect(workingDaysAfter(new Date('2026-12-23T10:00:00Z'), 2)).toBe('2026-12-28');
    // 23:30 UTC on Sunday is already Monday in Berlin.
    expect(workingDaysAfter(new Date('2026-11-29T23:30:00Z'), 1)).toBe('2026-12-01');
    expect(workingDaysLater(new Date('2026-11-27T10:00:00Z'), 2)).toEqual(new Date('2026-12-01T10:00:00Z'));
  });
});
