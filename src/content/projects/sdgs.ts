/** The UN's 17 sustainable development goals, with their official German names (Agenda 2030). */
const SDG_NAMES: Record<number, string> = {
  1: 'Keine Armut',
  2: 'Kein Hunger',
  3: 'Gesundheit und Wohlergehen',
  4: 'Hochwertige Bildung',
  5: 'Geschlechtergleichheit',
  6: 'Sauberes Wasser und Sanitäreinrichtungen',
  7: 'Bezahlbare und saubere Energie',
  8: 'Menschenwürdige Arbeit und Wirtschaftswachstum',
  9: 'Industrie, Innovation und Infrastruktur',
  10: 'Weniger Ungleichheiten',
  11: 'Nachhaltige Städte und Gemeinden',
  12: 'Nachhaltige/r Konsum und Produktion',
  13: 'Maßnahmen zum Klimaschutz',
  14: 'Leben unter Wasser',
  15: 'Leben an Land',
  16: 'Frieden, Gerechtigkeit und starke Institutionen',
  17: 'Partnerschaften zur Erreichung der Ziele',
};

/** „Maßnahmen zum Klimaschutz“ for 13; throws for a number that is no goal (a typo in the content). */
export function sdgName(goal: number): string {
  const name = SDG_NAMES[goal];
  if (!name) throw new Error(`Kein Ziel für nachhaltige Entwicklung mit der Nummer ${goal}`);
  return name;
}

/** „Ziel 13: Maßnahmen zum Klimaschutz“. */
export const sdgLabel = (goal: number) => `Ziel ${goal}: ${sdgName(goal)}`;
