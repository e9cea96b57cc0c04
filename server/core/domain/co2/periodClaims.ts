/**
 * Finds CO₂ claims that give a period to trees funded once (issue 31): „5 Bäume … binden rund 0,7 t CO₂ pro Jahr“.
 * A tree binds its 0.15 t over its growth, so a binding verb and a period word („pro Jahr“, „im Jahr“, „jährlich“,
 * „/ Jahr“) in one sentence is a wrong claim — unless it is
 * - the provider's measurement of planted trees (a real yearly rate; the sentence says „gemessen“), or
 * - the spec's header label „Dein Abo bindet … t CO₂ / Jahr“ (the one allowed exception; its popover explains it).
 * Footprints are yearly emissions and bind nothing, so they never match.
 */

const BINDING = /\b(bind\w*|gebunden)\b/i;
const PERIOD = /(pro|im|je)\s+Jahr\b|jährlich|\/\s*Jahr\b/i;
const MEASURED = /gemessen|Messung/i;
/** Spec §9: „Meine CO₂-Bilanz“ / „Dein 50 % Abo bindet“ / „Dein Abo bindet“ / „Deine Abos binden“ … „t CO₂ / Jahr“. */
const HEADER_LABEL = /^(Dein(e)? .*Abos? (bindet|binden)) [\d.,−\s]+ t CO₂ \/ Jahr$/;

/** Splits text into sentences and list items (a „·“ or a line break ends one too). */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+|\s·\s/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** The sentences of `text` that claim a yearly binding for trees funded once. */
export function findPeriodClaims(text: string): string[] {
  return sentencesOf(text).filter(
    (s) => BINDING.test(s) && PERIOD.test(s) && !MEASURED.test(s) && !HEADER_LABEL.test(s),
  );
}
