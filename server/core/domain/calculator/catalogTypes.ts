import type { Country, IsoDate } from '../../repositories/types.js';

export interface CatalogChoice {
  id: string;
  questionId: string;
  kind: 'preset';
  text: string;
  /** Tonnes CO2 per year this answer adds. */
  co2Emission: number;
  prominent?: boolean;
}

export interface CatalogQuestion {
  id: string;
  pooled?: boolean;
  title: string;
  label: string;
  icon: string;
  category: string;
  /** Ids of choices of which at least one must be answered for this question to show. */
  dependsOn?: string[];
  choices: CatalogChoice[];
}

export interface CatalogCategory {
  id: string;
  title: string;
  questions: CatalogQuestion[];
}

export interface CalculatorCatalog {
  country: Country;
  version: number;
  validFrom: IsoDate;
  validUntil: IsoDate | null;
  /** Base emission in t CO2 per year (the client catalog calls it basisCO2Emission). */
  basicCO2Emission: number;
  /** t CO2 one tree binds (the client catalog calls it basisCO2tPerTree). */
  basicCO2tPerTree: number;
  categories: CatalogCategory[];
}

/** questionId → choiceId */
export type Answers = Readonly<Record<string, string>>;
