import type { Picture } from './types';

/**
 * The illustrations of tests/illustrations (own work, CC0), rendered into public/images/projects by
 * `npm run images:render`; the sizes are those the script writes.
 */
const BASE = '/images/projects';
export const visualPicture = (id: string, alt: string): Picture => ({
  src: `${BASE}/${id}-visual.png`,
  width: 2400,
  height: 1350,
  alt,
});
export const mapPicture = (id: string, alt: string): Picture => ({
  src: `${BASE}/${id}-map.png`,
  width: 2000,
  height: 1500,
  alt,
});
export const globePicture = (id: string, alt: string): Picture => ({
  src: `${BASE}/${id}-globe.png`,
  width: 1200,
  height: 1200,
  alt,
});
export const cyclePicture = (
  id: string,
  step: 'baumschule' | 'pflanzung' | 'pflege' | 'nutzung',
  alt: string,
): Picture => ({
  src: `${BASE}/${id}-cycle-${step}.png`,
  width: 1200,
  height: 900,
  alt,
});
