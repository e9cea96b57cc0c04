import { describe, expect, it } from 'vitest';
import { expectedPlanting, plantingLine, plantingSeasonOn, rainySeasonMonths } from './plantingSeason';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
const expected = (project: string, donated: string, today = donated) =>
  expectedPlanting(project, on(donated), on(today))?.text ?? null;

describe('expectedPlanting', () => {
  it('starts two months after the donation, inside a season that is already running', () => {
    // The contradiction: an order of 02.10. planned for January while one of 02.11. waited a whole year.
    expect(expected('indonesia', '2026-11-02')).toBe('Januar bis März 2027');
    expect(expected('indonesia', '2026-10-02')).toBe('Dezember 2026 bis März 2027');
    expect(expected('indonesia', '2026-08-14')).toBe('November 2026 bis März 2027');
  });

  it('at the season boundaries: last day before, first day of, and the end of a season', () => {
    // Borneo plants November to March: a donation in August (+2 = October) waits for November …
    expect(expected('indonesia', '2026-08-31')).toBe('November 2026 bis März 2027');
    // … one on the first of September (+2 = November) is in from the season's first month.
    expect(expected('indonesia', '2026-09-01')).toBe('November 2026 bis März 2027');
    // January (+2 = March) still makes the season's last month; February (+2 = April) waits for the next season.
    expect(expected('indonesia', '2027-01-31')).toBe('März 2027');
    expect(expected('indonesia', '2027-02-01')).toBe('November 2027 bis März 2028');
    // Uganda: March–May and September–November.
    expect(expected('uganda', '2026-12-31')).toBe('März bis Mai 2027');
    expect(expected('uganda', '2027-01-01')).toBe('März bis Mai 2027');
    expect(expected('uganda', '2027-03-31')).toBe('Mai 2027');
    expect(expected('uganda', '2027-04-01')).toBe('September bis November 2027');
    expect(expected('uganda', '2026-11-12')).toBe('März bis Mai 2027');
    expect(expected('uganda', '2026-06-30')).toBe('September bis November 2026');
  });

  it('over the year end, in the UTC calendar', () => {
    expect(expected('indonesia', '2026-12-31')).toBe('Februar bis März 2027');
    expect(expectedPlanting('indonesia', new Date('2026-12-31T23:59:59Z'), on('2026-12-31'))?.text).toBe(
      'Februar bis März 2027',
    );
    expect(expectedPlanting('indonesia', new Date('2027-01-01T00:00:00Z'), on('2027-01-01'))?.text).toBe('März 2027');
  });

  it('never names a month that is over: an old donation still waiting is expected from now on', () => {
    expect(expected('indonesia', '2025-11-02', '2026-11-27')).toBe('November 2026 bis März 2027');
    expect(expected('uganda', '2026-01-10', '2026-06-01')).toBe('September bis November 2026');
    expect(expected('mars', '2026-01-10')).toBeNull();
  });
});

describe('plantingSeasonOn', () => {
  it('names the season running today, or else the next one — never a fixed past season', () => {
    expect(plantingSeasonOn('indonesia', on('2026-10-31'))).toBe('nächste Pflanzsaison: November 2026 bis März 2027');
    expect(plantingSeasonOn('indonesia', on('2026-11-01'))).toBe('aktuelle Pflanzsaison: November 2026 bis März 2027');
    expect(plantingSeasonOn('indonesia', on('2026-12-31'))).toBe('aktuelle Pflanzsaison: November 2026 bis März 2027');
    expect(plantingSeasonOn('indonesia', on('2027-01-01'))).toBe('aktuelle Pflanzsaison: November 2026 bis März 2027');
    expect(plantingSeasonOn('indonesia', on('2027-03-31'))).toBe('aktuelle Pflanzsaison: November 2026 bis März 2027');
    expect(plantingSeasonOn('indonesia', on('2027-04-01'))).toBe('nächste Pflanzsaison: November 2027 bis März 2028');
    expect(plantingSeasonOn('uganda', on('2026-11-30'))).toBe('aktuelle Pflanzsaison: September bis November 2026');
    expect(plantingSeasonOn('uganda', on('2026-12-01'))).toBe('nächste Pflanzsaison: März bis Mai 2027');
    expect(plantingSeasonOn('uganda', on('2027-04-15'))).toBe('aktuelle Pflanzsaison: März bis Mai 2027');
    expect(plantingSeasonOn('uganda', on('2027-06-15'))).toBe('nächste Pflanzsaison: September bis November 2027');
    expect(plantingSeasonOn('mars', on('2026-11-25'))).toBeNull();
  });

  it('names the rainy seasons by month for the project pages', () => {
    expect(rainySeasonMonths('indonesia')).toBe('November bis März');
    expect(rainySeasonMonths('uganda')).toBe('März bis Mai und September bis November');
    expect(rainySeasonMonths('mars')).toBeNull();
  });
});

describe('plantingLine', () => {
  const order = (orderState: string, plannedPlanting: string | null, donatedAt = '2026-11-02T06:00:00.000Z') => ({
    orderState,
    plannedPlanting,
    donatedAt,
    project: 'indonesia',
  });
  const today = on('2026-11-27');

  it('says nothing for finished or aborted orders', () => {
    expect(plantingLine(order('FINISHED', '2025-05-20'), today)).toBeNull();
    expect(plantingLine(order('ABORTED', null), today)).toBeNull();
  });

  it('turns a planned day of a planting under way into „seit“ from that day on', () => {
    expect(plantingLine(order('PLANTING_IN_PROGRESS', '2026-11-28'), today)).toBe('Pflanzung geplant: 28.11.2026');
    expect(plantingLine(order('PLANTING_IN_PROGRESS', '2026-11-27'), today)).toBe('Gepflanzt wird seit 27.11.2026');
    expect(plantingLine(order('PLANTING_IN_PROGRESS', '2025-12-02'), today)).toBe('Gepflanzt wird seit 02.12.2025');
  });

  it('keeps the partner’s planned month while it lasts, else expects the season from the donation and today', () => {
    expect(plantingLine(order('ACCOUNTED', '2027-01-15'), today)).toBe('Pflanzung geplant: Januar 2027');
    expect(plantingLine(order('ACCOUNTED', '2026-11-01'), today)).toBe('Pflanzung geplant: November 2026');
    expect(plantingLine(order('ACCOUNTED', '2026-10-31'), today)).toBe(
      'Pflanzung voraussichtlich: Januar bis März 2027',
    );
    expect(plantingLine(order('DONATED', null), today)).toBe('Pflanzung voraussichtlich: Januar bis März 2027');
    expect(plantingLine({ ...order('DONATED', null), project: 'mars' }, today)).toBeNull();
  });
});
