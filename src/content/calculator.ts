/**
 * Texts and figures of the CO2 calculator that are not part of the server's catalog.
 *
 * The German per-capita average is the figure the DE v1 catalog is built around (its base emission, 11.2 t, is the
 * Umweltbundesamt's per-capita average the catalog starts from); keep the two in step when the catalog changes.
 */
export const GERMAN_AVERAGE_TONNES = 11.2;

/** The only catalog country so far. */
export const CALCULATOR_COUNTRY = 'DE';
