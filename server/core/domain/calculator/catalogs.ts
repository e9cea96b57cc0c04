import type { IsoDate } from '../../repositories/types.js';
import type { CalculatorCatalog } from './catalogTypes.js';

export const normalizeCountry = (country: string): string => country.trim().toUpperCase();

/** The catalog versions the server knows. Injected, so tests can add versions without touching DE v1. */
export class CatalogSource {
  constructor(private readonly catalogs: readonly CalculatorCatalog[]) {}

  /** Every version of a country, oldest first. */
  variants(country: string): CalculatorCatalog[] {
    const c = normalizeCountry(country);
    return this.catalogs.filter((k) => k.country === c).sort((a, b) => a.version - b.version);
  }

  /** The newest version valid on `today`. */
  current(country: string, today: IsoDate): CalculatorCatalog | undefined {
    return this.variants(country)
      .filter((k) => k.validFrom <= today && (k.validUntil === null || today <= k.validUntil))
      .at(-1);
  }

  exact(country: string, version: number): CalculatorCatalog | undefined {
    return this.variants(country).find((k) => k.version === version);
  }
}
