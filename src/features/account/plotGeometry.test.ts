import { describe, expect, it } from 'vitest';
import { areaHectares, fitPlot, formatPosition } from './plotGeometry';

const square = [
  { latitude: 0, longitude: 30 },
  { latitude: 0, longitude: 30.001 },
  { latitude: 0.001, longitude: 30.001 },
  { latitude: 0.001, longitude: 30 },
  { latitude: 0, longitude: 30 },
];

describe('plot geometry', () => {
  it('fits a ring into the box with north up and the padding kept', () => {
    const { d, width, height } = fitPlot([square], 240, 16);
    expect(width).toBe(240);
    expect(height).toBe(240);
    // The first corner is the south-west one: left and at the bottom.
    expect(d.startsWith('M16.0,224.0L224.0,224.0L224.0,16.0L16.0,16.0L16.0,224.0Z')).toBe(true);
  });

  it('keeps a wide plot wide', () => {
    const wide = square.map((p) => ({ ...p, longitude: 30 + (p.longitude - 30) * 3 }));
    const { width, height } = fitPlot([wide]);
    expect((width - 32) / (height - 32)).toBeCloseTo(3, 1);
  });

  it('measures about 1.24 ha for 0.001° × 0.001° at the equator and names the position in German', () => {
    expect(areaHectares([square])).toBeCloseTo(1.236, 2);
    expect(formatPosition({ latitude: -1.902114, longitude: 113.201877 })).toBe('1,9021° S, 113,2019° O');
  });
});
