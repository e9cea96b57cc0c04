import { expect, it } from 'vitest';
import { plots } from '../../../../mocks/fixtures/plots';
import { commonSpeciesName, speciesName, TREE_SPECIES } from './species';
import { plotDisplayName, plotMapLink } from './plotName';

it('knows the common name of every species the demo plots carry, and leaves an unknown one to its Latin name', () => {
  for (const s of plots.flatMap((p) => p.species)) expect(commonSpeciesName(s.latinName)).toBeTruthy();
  expect(commonSpeciesName('Falcataria moluccana')).toBe('Sengon');
  expect(commonSpeciesName(' falcataria MOLUCCANA ')).toBe('Sengon');
  expect(commonSpeciesName('Quercus robur')).toBeNull();
  expect(() => speciesName('Quercus robur')).toThrow(/Unknown tree species/);
  expect(new Set(TREE_SPECIES.map((s) => s.latinName)).size).toBe(TREE_SPECIES.length);
});

it('names a plot by its place and number, never by the raw id', () => {
  expect(plotDisplayName('plot-borneo-gunung-mas-014', 'indonesia')).toBe('Gunung Mas, Fläche 14');
  expect(plotDisplayName('plot-borneo-katingan-027', 'indonesia')).toBe('Katingan, Fläche 27');
  expect(plotDisplayName('plot-uganda-kyenjojo-008', 'uganda')).toBe('Kyenjojo, Fläche 8');
  expect(plotDisplayName('plot-uganda-kyenjojo', 'uganda')).toBe('Fläche Kyenjojo');
  expect(plotDisplayName('PLOT_0042', 'uganda')).toBe('Uganda, Fläche 42');
  expect(plotDisplayName('x7-19-a3', 'indonesia')).toBe('Fläche in Zentral-Kalimantan');
});

it('links a plot to OpenStreetMap when the provider sent no link', () => {
  expect(plotMapLink(null, { latitude: 0.617521, longitude: 30.641188 })).toBe(
    'https://www.openstreetmap.org/?mlat=0.617521&mlon=30.641188#map=15/0.617521/30.641188',
  );
  expect(plotMapLink('https://example.org/karte', { latitude: 0, longitude: 0 })).toBe('https://example.org/karte');
});
