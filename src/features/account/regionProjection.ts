/**
 * The projection of the Pflanzbuch's region maps (issue 33 §4), shared by the generator of their outlines
 * (tests/maps/generateRegionMaps.ts) and the marker the card puts on them: Web Mercator, fitted into a box of a given
 * width with north up. Near the equator, where both projects lie, it is as good as any.
 */
export interface RegionBounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + rad(lat) / 2));

/** The box's height for `width`, keeping the bounds' proportions. */
export function regionHeight(bounds: RegionBounds, width: number): number {
  const scale = width / rad(bounds.east - bounds.west);
  return Math.round((mercatorY(bounds.north) - mercatorY(bounds.south)) * scale);
}

/** A longitude/latitude as x/y in the box (may fall outside it). */
export function projectInto(
  bounds: RegionBounds,
  width: number,
  longitude: number,
  latitude: number,
): [number, number] {
  const scale = width / rad(bounds.east - bounds.west);
  return [rad(longitude - bounds.west) * scale, (mercatorY(bounds.north) - mercatorY(latitude)) * scale];
}
