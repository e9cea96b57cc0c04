/**
 * Cuts `value` to `decimals` places towards zero (spec §9: figures are truncated, never rounded up). Binary floating
 * point is smoothed first, so 7 × 0.15 × 12 (12.600000000000001) stays 12.6 and 0.1 × 3 × 10 does not become 2.9.
 */
export function truncateDecimals(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  const cut = Math.trunc(scaled) / factor;
  return Object.is(cut, -0) ? 0 : cut;
}
