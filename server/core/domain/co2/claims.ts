/**
 * Every CO₂ figure Klimahain states, and the German words it states it in (issue 31, docs/product.md „CO₂ in Worten“).
 * The app, the server's mails and PDFs and the share image all take their sentences from here, so a pledge never
 * gets a period it does not have and a provider's measurement is never mixed with a pledge.
 *
 * Three kinds of figure:
 * - **pledge**: a tree funded binds about 0.15 t CO₂ over its growth (spec §9). No period: it is not a yearly rate.
 * - **Abo**: an Abo plants trees every month; the trees of one year of instalments bind, over their growth, a share of
 *   one year's footprint. That is the only sense of „/ Jahr“ beside an Abo (the spec's header label).
 * - **measured**: what the tree provider reports for plots already planted (t CO₂ a year now, t since planting), with
 *   its source and date.
 * Footprints (emissions) are yearly by nature and say so („11,5 t CO₂ im Jahr“); they bind nothing.
 */
import { truncateDecimals } from '../numbers.js';

/** t CO₂ one tree binds over its growth (spec §9); also the per-unit constant of the Abo's figure. */
export const CO2_T_PER_TREE = 0.15;

/** Who measures the planted plots (spec §3: tree provider „fairventures“), as the sentences need it (dative). */
export const MEASURED_BY = 'unserem Pflanzpartner Fairventures Worldwide';
const MEASURED_BY_NOMINATIVE = 'Unser Pflanzpartner Fairventures Worldwide';

/** Float noise away (0.15 × 7 = 1.0499999999999998), tonnes kept to 4 decimals. */
const tonnes = (t: number) => Math.round(t * 10_000) / 10_000;

// ── Figures ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** What `trees` funded trees bind over their growth, in tonnes. */
export const pledgeTonnes = (trees: number): number => tonnes(trees * CO2_T_PER_TREE);

/** The trees an Abo of `treesPerMonth` plants in one year of instalments. */
export const aboTreesPerYear = (treesPerMonth: number): number => treesPerMonth * 12;

/** What the trees of one year of an Abo bind over their growth, in tonnes (the header's „t CO₂ / Jahr“). */
export const aboYearTonnes = (treesPerMonth: number): number => pledgeTonnes(aboTreesPerYear(treesPerMonth));

/** Which share of a year's footprint `boundTonnes` is, in whole percent, rounded down (never promise more). */
export const footprintShare = (boundTonnes: number, footprintTonnes: number): number =>
  footprintTonnes > 0 ? Math.floor(Number(((boundTonnes / footprintTonnes) * 100).toPrecision(12))) : 0;

// ── Numbers and units ──────────────────────────────────────────────────────────────────────────────────────────────

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}/${decimals}`;
  if (!formats.has(key)) {
    formats.set(
      key,
      new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    );
  }
  return formats.get(key)!;
}

/**
 * An amount of CO₂ with its unit, never more than the figure: from 1 t in tonnes with one decimal, truncated
 * („12,6 t CO₂“); below in kilograms, truncated to 10 kg („750 kg CO₂“), so 0.75 t is not shown as „0,7 t“.
 */
export function co2Amount(tonnesValue: number, locale = 'de-DE'): string {
  if (tonnesValue >= 1) return `${numberFormat(locale, 1).format(truncateDecimals(tonnesValue, 1))} t CO₂`;
  const kg = Math.trunc(Number((tonnesValue * 100).toPrecision(12))) * 10;
  return `${numberFormat(locale, 0).format(kg)} kg CO₂`;
}

/** „1 Baum“, „84 Bäume“. */
export const treesText = (n: number, locale = 'de-DE'): string =>
  n === 1 ? '1 Baum' : `${numberFormat(locale, 0).format(n)} Bäume`;

// ── Sentences ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** A pledge, as a sentence of its own: „Über ihr Wachstum binden sie rund 750 kg CO₂.“ (no period: it is not yearly). */
export function pledgeSentence(trees: number, locale = 'de-DE'): string {
  const amount = co2Amount(pledgeTonnes(trees), locale);
  return trees === 1 ? `Über sein Wachstum bindet er rund ${amount}.` : `Über ihr Wachstum binden sie rund ${amount}.`;
}

/** The pledge's predicate, for a sentence that names the trees itself: „binden über ihr Wachstum rund 750 kg CO₂“. */
export function pledgePredicate(trees: number, locale = 'de-DE'): string {
  const amount = co2Amount(pledgeTonnes(trees), locale);
  return trees === 1 ? `bindet über sein Wachstum rund ${amount}` : `binden über ihr Wachstum rund ${amount}`;
}

/** The pledge with its trees named: „5 Bäume binden über ihr Wachstum rund 750 kg CO₂.“ */
export function treesPledgeSentence(trees: number, locale = 'de-DE'): string {
  return `${trees === 1 ? 'Ein Baum' : treesText(trees, locale)} ${pledgePredicate(trees, locale)}.`;
}

/** How a year of Abo relates to the footprint: „so viel, wie du in einem Jahr verursachst (109 %)“. */
function shareClause(boundTonnes: number, footprintTonnes: number | null): string {
  if (footprintTonnes === null || !(footprintTonnes > 0)) return '';
  const share = footprintShare(boundTonnes, footprintTonnes);
  return share >= 100
    ? ` – so viel, wie du in einem Jahr verursachst (${share}\u202f%)`
    : ` – ${share}\u202f% dessen, was du in einem Jahr verursachst`;
}

/**
 * An Abo of `treesPerMonth`: „Dein Abo pflanzt im Jahr 84 Bäume. Über ihr Wachstum binden sie rund 12,6 t CO₂ – so viel,
 * wie du in einem Jahr verursachst (109 %).“ With `subject` „Deine Abos“ for several.
 */
export function aboSentence(
  treesPerMonth: number,
  footprintTonnes: number | null = null,
  { locale = 'de-DE', subject = 'Dein Abo' }: { locale?: string; subject?: string } = {},
): string {
  const perYear = aboTreesPerYear(treesPerMonth);
  const bound = aboYearTonnes(treesPerMonth);
  const verb = subject === 'Deine Abos' ? 'pflanzen' : 'pflanzt';
  return `${subject} ${verb} im Jahr ${treesText(perYear, locale)}. Über ihr Wachstum binden sie rund ${co2Amount(bound, locale)}${shareClause(bound, footprintTonnes)}.`;
}

/** The predicate of the calculator's answer: „binden über ihr Wachstum so viel CO₂, wie du in einem Jahr verursachst“. */
export const offsetPredicate = (who: 'du' | 'ich' = 'du'): string =>
  `binden über ihr Wachstum so viel CO₂, wie ${who === 'du' ? 'du in einem Jahr verursachst' : 'ich in einem Jahr verursache'}`;

/** The calculator's answer to „how many trees?“: the trees that bind, over their growth, one year's footprint. */
export function offsetSentence(trees: number, locale = 'de-DE', who: 'du' | 'ich' = 'du'): string {
  return `${treesText(trees, locale)} ${offsetPredicate(who)}.`;
}

/** The share image's box under the tree count, in lines short enough for it. */
export const OFFSET_IMAGE_LINES = [
  'binden über ihr Wachstum',
  'so viel CO₂, wie ich',
  'in einem Jahr verursache',
] as const;

/** The one sentence behind the header's „t CO₂ / Jahr“ (spec §9 label, kept as the spec says). */
export const ABO_YEAR_EXPLAINED =
  'Die Zahl gilt für die Bäume, die dein Abo in einem Jahr pflanzt: Über ihr Wachstum binden sie zusammen so viel CO₂ – einmal, nicht jedes Jahr aufs Neue.';

/** What the provider measured for planted trees, with source and date. */
export interface Measurement {
  treeCount: number;
  /** t CO₂ the planted trees bind a year now. */
  yearlyTons: number;
  /** t CO₂ they have bound since `since`. */
  totalTons: number;
  /** The earliest planting (yyyy-MM-dd), or null without plots. */
  since?: string | null;
  /** The day the figures are stated for. */
  asOf: Date;
}

/** Dates are always German (spec §9: de-DE, day.month.year), whatever locale the figures take. */
const germanDate = (d: Date | string) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    typeof d === 'string' ? new Date(`${d}T00:00:00Z`) : d,
  );

/**
 * The provider's measurement as one sentence, with source and date: „Gemessen von unserem Pflanzpartner …, Stand
 * 27.11.2026: Deine 13 gepflanzten Bäume binden derzeit rund 300 kg CO₂ im Jahr; …“. Young trees without a figure yet
 * say „noch nicht gemessen“ instead of „0,0 t“.
 */
export function measuredSentence(m: Measurement, locale = 'de-DE'): string {
  if (m.treeCount === 0) return 'Noch ist keiner deiner Bäume gepflanzt; gemessen wird erst nach der Pflanzung.';
  const one = m.treeCount === 1;
  const trees = one
    ? 'Dein gepflanzter Baum'
    : `Deine ${numberFormat(locale, 0).format(m.treeCount)} gepflanzten Bäume`;
  if (!(m.yearlyTons > 0)) {
    return `${trees} ${one ? 'ist' : 'sind'} noch nicht gemessen: ${MEASURED_BY_NOMINATIVE} meldet junge Bäume erst, wenn sie messbar CO₂ binden.`;
  }
  // Trees planted days ago have bound next to nothing yet: no „seit … rund 0 kg CO₂“ (below the 10 kg co2Amount shows).
  const since =
    m.since && m.totalTons >= 0.01
      ? `; seit der ersten Pflanzung am ${germanDate(m.since)} rund ${co2Amount(m.totalTons, locale)}`
      : '';
  return `Gemessen von ${MEASURED_BY}, Stand ${germanDate(m.asOf)}: ${trees} ${one ? 'bindet' : 'binden'} derzeit rund ${co2Amount(m.yearlyTons, locale)} im Jahr${since}.`;
}

/** One plot's measured rate for its card: „0,1 t CO₂ im Jahr (gemessen)“ or „noch nicht gemessen“. */
export function plotMeasuredText(yearlyTons: number, locale = 'de-DE'): string {
  return yearlyTons > 0 ? `rund ${co2Amount(yearlyTons, locale)} im Jahr (gemessen)` : 'noch nicht gemessen';
}
