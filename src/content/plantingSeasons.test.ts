import { expect, it } from 'vitest';
import { expectedPlantingSeason, rainySeasonMonths } from './plantingSeasons';

it('expects the first rainy season at least two months after the donation', () => {
  expect(expectedPlantingSeason('indonesia', '2026-11-12T17:20:00.000Z')).toBe('Regenzeit November 2027 bis März 2028');
  expect(expectedPlantingSeason('indonesia', '2026-08-14T11:45:00.000Z')).toBe('Regenzeit November 2026 bis März 2027');
  expect(expectedPlantingSeason('uganda', '2026-11-12T17:20:00.000Z')).toBe('Regenzeit März 2027 bis Mai 2027');
  expect(expectedPlantingSeason('uganda', '2026-06-30T09:00:00.000Z')).toBe('Regenzeit September 2026 bis November 2026');
  expect(expectedPlantingSeason('mars', '2026-06-30T09:00:00.000Z')).toBeNull();
});

it('names the rainy seasons by month for the project pages', () => {
  expect(rainySeasonMonths('indonesia')).toBe('November bis März');
  expect(rainySeasonMonths('uganda')).toBe('März bis Mai und September bis November');
  expect(rainySeasonMonths('mars')).toBeNull();
});
