/**
 * The Land whose public holidays the team keeps (issue 38): TEAM_REGION, a Bundesland code such as `BE`; unset, the
 * Land of the operator's address (src/content/operator.ts) where its city names one beyond doubt; else none, and only
 * the nationwide holidays count. The server reads TEAM_REGION at start, the browser bundle at build time, and both
 * fall back on the same operator address, so the day the page promises is the day the team's task is due.
 */

/** The Länder by their codes (ISO 3166-2:DE without `DE-`), as TEAM_REGION names them. */
export const BUNDESLAENDER = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;

/** A Land's code; null: no Land, the nationwide holidays only. */
export type TeamRegion = keyof typeof BUNDESLAENDER;

const isRegion = (code: string): code is TeamRegion => Object.hasOwn(BUNDESLAENDER, code);

/**
 * Cities whose Land is beyond doubt: the city-states, the Länder's capitals and a few large cities. A postcode does
 * not tell (its areas cross the Länder's borders); an operator elsewhere sets TEAM_REGION.
 */
const CITY_REGION: Readonly<Record<string, TeamRegion>> = {
  berlin: 'BE',
  hamburg: 'HH',
  bremen: 'HB',
  bremerhaven: 'HB',
  stuttgart: 'BW',
  karlsruhe: 'BW',
  münchen: 'BY',
  nürnberg: 'BY',
  potsdam: 'BB',
  wiesbaden: 'HE',
  'frankfurt am main': 'HE',
  schwerin: 'MV',
  rostock: 'MV',
  hannover: 'NI',
  düsseldorf: 'NW',
  köln: 'NW',
  dortmund: 'NW',
  essen: 'NW',
  bonn: 'NW',
  mainz: 'RP',
  saarbrücken: 'SL',
  dresden: 'SN',
  leipzig: 'SN',
  magdeburg: 'ST',
  kiel: 'SH',
  erfurt: 'TH',
};

/** The Land of an address, where its city names one beyond doubt (German addresses only); else null. */
export function regionOfAddress(address: { city: string; country: string }): TeamRegion | null {
  if (!/^(deutschland|germany|de)$/i.test(address.country.trim())) return null;
  return CITY_REGION[address.city.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/** A TEAM_REGION that is no Land's code. */
export class TeamRegionError extends Error {}

/**
 * The team's Land: `setting` (TEAM_REGION: `BE`, also `DE-BE`; `DE` for the nationwide holidays only) or, unset or
 * empty, the Land of the operator's address. Throws a TeamRegionError for any other value.
 */
export function teamRegionOf(
  setting: string | undefined,
  operatorAddress: { city: string; country: string },
): TeamRegion | null {
  const code = (setting ?? '').trim().toUpperCase().replace(/^DE-/, '');
  if (code === '') return regionOfAddress(operatorAddress);
  if (code === 'DE') return null;
  if (isRegion(code)) return code;
  throw new TeamRegionError(
    `TEAM_REGION must be a Bundesland code (${Object.keys(BUNDESLAENDER).join(', ')}) or DE for the nationwide holidays only, got "${setting}"`,
  );
}
