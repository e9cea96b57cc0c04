import type { CalculatorCatalog, CatalogChoice, CatalogQuestion } from './catalogTypes.js';
import { roundTonnes } from './tonnes.js';

function choices(questionId: string, options: [text: string, co2Emission: number][]): CatalogChoice[] {
  return options.map(([text, co2Emission], i) => ({
    id: `${questionId}-choice-${String(i + 1).padStart(2, '0')}`,
    questionId,
    kind: 'preset',
    text,
    co2Emission: roundTonnes(co2Emission),
  }));
}

/** Choices for a count n with emission perUnit · (n − offset); the last count is labelled `lastLabel`. */
function countChoices(questionId: string, counts: number[], lastLabel: string, emission: (n: number) => number) {
  return choices(
    questionId,
    counts.map((n, i) => [i === counts.length - 1 ? lastLabel : String(n), emission(n)]),
  );
}

const FLIGHTS = [0, 2, 4, 6, 8, 10];

const transport: CatalogQuestion[] = [
  {
    id: 'transport-01',
    title: 'Auto',
    label: 'Fährst du ein eigenes Auto?',
    icon: 'car',
    category: 'transport',
    choices: choices('transport-01', [
      ['Ja', 0],
      ['Ja, Elektroauto', -1.8],
      ['Nein', -2.5],
    ]),
  },
  {
    id: 'transport-02',
    title: 'Kurzstreckenflüge',
    label: 'Wie viele Kurzstreckenflüge machst du im Jahr?',
    icon: 'plane-short',
    category: 'transport',
    choices: countChoices('transport-02', FLIGHTS, 'Mehr', (n) => 0.5 * n),
  },
  {
    id: 'transport-03',
    pooled: true,
    title: 'Langstreckenflüge',
    label: 'Wie viele Langstreckenflüge machst du im Jahr?',
    icon: 'plane-long',
    category: 'transport',
    choices: countChoices('transport-03', FLIGHTS, 'Mehr', (n) => 2.3 * n),
  },
];

const MIXED = 'diet-01-choice-03';
const VEGETARIAN = 'diet-01-choice-02';

const diet: CatalogQuestion[] = [
  {
    id: 'diet-01',
    title: 'Ernährung',
    label: 'Wie ernährst du dich?',
    icon: 'plate',
    category: 'diet',
    choices: choices('diet-01', [
      ['Vegan', -1.2],
      ['Vegetarisch', -1],
      ['Mischkost', 0],
    ]),
  },
  {
    id: 'diet-02',
    title: 'Rotes Fleisch',
    label: 'Wie oft isst du pro Woche rotes Fleisch (Rind, Lamm, Wild)?',
    icon: 'steak',
    category: 'diet',
    dependsOn: [MIXED],
    choices: countChoices('diet-02', [0, 1, 2, 3, 4, 5, 6, 7], '7 oder mehr', (n) => 0.18 * (n - 4)),
  },
  {
    id: 'diet-03',
    title: 'Huhn, Schwein, Fisch, Eier',
    label: 'Wie viele Mahlzeiten mit Huhn, Schwein, Fisch oder Eiern isst du pro Woche?',
    icon: 'drumstick',
    category: 'diet',
    dependsOn: [MIXED],
    choices: countChoices('diet-03', [0, 2, 4, 6, 8, 10, 12, 14], '14 oder mehr', (n) => 0.033 * (n - 10)),
  },
  {
    id: 'diet-04',
    title: 'Milchprodukte',
    label: 'Wie oft isst du Milchprodukte wie Käse, Joghurt oder Milch?',
    icon: 'cheese',
    category: 'diet',
    dependsOn: [VEGETARIAN, MIXED],
    choices: choices('diet-04', [
      ['Täglich', 0],
      ['Manchmal', -0.2],
      ['Selten/nie', -0.4],
    ]),
  },
];

const accommodation: CatalogQuestion[] = [
  {
    id: 'accommodation-01',
    title: 'Wohnfläche',
    label: 'Wie groß ist die Wohnfläche deines Zuhauses?',
    icon: 'house',
    category: 'accommodation',
    choices: choices('accommodation-01', [
      ['unter 50 m²', -1.6],
      ['unter 100 m²', -0.4],
      ['100–200 m²', 0.8],
      ['über 200 m²', 2.2],
    ]),
  },
];

/** Catalog DE, version 1 (spec §9, docs/architecture.md §4). */
export const CATALOG_DE_V1: CalculatorCatalog = {
  country: 'DE',
  version: 1,
  validFrom: '2022-01-01',
  validUntil: null,
  basicCO2Emission: 11.2,
  basicCO2tPerTree: 0.15,
  categories: [
    { id: 'transport', title: 'Mobilität', questions: transport },
    { id: 'diet', title: 'Ernährung', questions: diet },
    { id: 'accommodation', title: 'Wohnen', questions: accommodation },
  ],
};
