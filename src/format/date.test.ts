import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth } from './date';

describe('German dates', () => {
  it('shows a DateTime as day.month.year in German time, also right after midnight there', () => {
    expect(formatDateTime('2026-11-23T10:00:00.000Z')).toBe('23.11.2026');
    expect(formatDateTime('2026-11-22T23:30:00.000Z')).toBe('23.11.2026');
  });

  it('shows a calendar date as it is, whatever the zone, and its month in words', () => {
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
    expect(formatMonth('2027-01-15')).toBe('Januar 2027');
  });
});
