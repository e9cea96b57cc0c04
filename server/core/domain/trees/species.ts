/**
 * The tree species the partner plants, with the name a donor knows them by (issue 33 §4: „Sengon“ on the project page,
 * so „Sengon“ on the plot too, with the Latin name beside it). The one table: the project pages' `woodSpecies` and the
 * API's `OutputPlotSpecies.commonName` both read it.
 */
export interface TreeSpecies {
  latinName: string;
  /**
   * The name used in German texts: the trade or local name the partner and the project pages use (Borneo: the
   * Indonesian trade names; Uganda: the Luganda names under which the timber is sold, as „Musizi“).
   */
  commonName: string;
}

export const TREE_SPECIES: readonly TreeSpecies[] = [
  { latinName: 'Falcataria moluccana', commonName: 'Sengon' },
  { latinName: 'Neolamarckia cadamba', commonName: 'Jabon' },
  { latinName: 'Shorea leprosula', commonName: 'Meranti' },
  { latinName: 'Maesopsis eminii', commonName: 'Musizi' },
  { latinName: 'Markhamia lutea', commonName: 'Lusambya' },
  { latinName: 'Cordia africana', commonName: 'Mukebu' },
];

const byLatin = new Map(TREE_SPECIES.map((s) => [s.latinName.toLowerCase(), s]));

/** The common name of a species, or null for one the table does not know yet (the card then shows the Latin name only). */
export function commonSpeciesName(latinName: string): string | null {
  return byLatin.get(latinName.trim().toLowerCase())?.commonName ?? null;
}

/** The common name of a species the table must know (the project pages name only these); throws for a typo. */
export function speciesName(latinName: string): string {
  const name = commonSpeciesName(latinName);
  if (!name) throw new Error(`Unknown tree species "${latinName}"`);
  return name;
}
