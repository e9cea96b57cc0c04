import { expect, it } from 'vitest';
import { expectedPlantingSeason, plantingSeasonOn, rainySeasonMonths } from './plantingSeasons';

it('expects the first rainy season at least two months after the donation', () => {
  expect(expectedPlantingSeason('indonesia', '2026-11-12T17:20:00.000Z')).toBe('Regenzeit November 2027 bis März 2028');
  expect(expectedPlantingSeason('indonesia', '2026-08-14T11:45:00.000Z')).toBe('Regenzeit November 2026 bis März 2027');
  expect(expectedPlantingSeason('uganda', '2026-11-12T17:20:00.000Z')).toBe('Regenzeit März 2027 bis Mai 2027');
  expect(expectedPlantingSeason('uganda', '2026-06-30T09:00:00.000Z')).toBe(
    'Regenzeit September 2026 bis November 2026',
  );
  expect(expectedPlantingSeason('mars', '2026-06-30T09:00:00.000Z')).toBeNull();
});

it('names the rainy seasons by month for the project pages', () => {
  expect(rainySeasonMonths('indonesia')).toBe('November bis März');
  expect(rainySeasonMonths('uganda')).toBe('März bis Mai und September bis November');
  expect(rainySeasonMonths('mars')).toBeNull();
});

it('names the season running today, or else the next one, from the date — never a fixed past season', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
  expect(plantingSeasonOn('indonesia', on('2026-11-25'))).toBe('aktuelle Pflanzsaison: November 2026 bis März 2027');
  expect(plantingSeasonOn('indonesia', on('2027-02-10'))).toBe('aktuelle Pflanzsaison: November 2026 bis März 2027');
  expect(plantingSeasonOn('indonesia', on('2027-03-31'))).toBe('aktuelle Pflanzsaison: November 2026 bis März 2027');
  expect(plantingSeasonOn('indonesia', on('2027-04-01'))).toBe('nächste Pflanzsaison: November 2027 bis März 2028');
  expect(plantingSeasonOn('uganda', on('2026-11-25'))).toBe('aktuelle Pflanzsaison: September bis November 2026');
  expect(plantingSeasonOn('uganda', on('2026-12-01'))).toBe('nächste Pflanzsaison: März bis Mai 2027');
  expect(plantingSeasonOn('uganda', on('2027-06-15'))).toBe('nächste Pflanzsaison: September bis November 2027');
  expect(plantingSeasonOn('uganda', on('2027-04-15'))).toBe('aktuelle Pflanzsaison: März bis Mai 2027');
  expect(plantingSeasonOn('mars', on('2026-11-25'))).toBeNull();
});
