/** Rounds away float noise such as 0.18 * 3 = 0.5399999999999999 (tonnes are kept to 4 decimals). */
export const roundTonnes = (t: number): number => Math.round(t * 10_000) / 10_000;

/** True when two tonne figures agree once float noise is removed. */
export const sameTonnes = (a: number, b: number): boolean => Math.abs(roundTonnes(a) - roundTonnes(b)) < 1e-9;
