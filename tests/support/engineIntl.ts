/**
 * Test support: an `Intl.DateTimeFormat` that answers the way another engine's locale data would — the real instant
 * and zone, but the parts in another order, with other separators, or midnight as 24. WebKit takes its data from
 * the system's ICU, so Safari can answer differently from the Node and Chromium the tests run on.
 */
type Fields = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
export type EngineShape = (fields: Partial<Fields>) => Intl.DateTimeFormatPart[];

const RealDateTimeFormat = Intl.DateTimeFormat;
const part = (type: Intl.DateTimeFormatPartTypes, value: string): Intl.DateTimeFormatPart => ({ type, value });
const lit = (value: string) => part('literal', value);

function withTime(date: Intl.DateTimeFormatPart[], f: Partial<Fields>): Intl.DateTimeFormatPart[] {
  if (f.hour === undefined) return date;
  return [
    ...date,
    lit(', '),
    part('hour', f.hour),
    lit(':'),
    part('minute', f.minute!),
    lit(':'),
    part('second', f.second!),
  ];
}

/** Only the fields a formatter was asked for, in the given order, joined by `sep`. */
const ordered =
  (order: Array<'year' | 'month' | 'day'>, sep: string): EngineShape =>
  (f) =>
    withTime(
      order
        .filter((k) => f[k] !== undefined)
        .flatMap((k, i) => (i === 0 ? [part(k, f[k]!)] : [lit(sep), part(k, f[k]!)])),
      f,
    );

export const ENGINE_SHAPES: Record<string, EngineShape> = {
  /** CLDR 42 (ICU 72), e.g. WebKitGTK on Debian 12: en-CA numeric dates are month/day/year. */
  'CLDR 42 en-CA (11/28/2026)': ordered(['month', 'day', 'year'], '/'),
  'German (28.11.2026)': ordered(['day', 'month', 'year'], '.'),
  'ISO (2026-11-28)': ordered(['year', 'month', 'day'], '-'),
  'Japanese (2026年11月28日)': (f) =>
    withTime(
      [part('year', f.year!), lit('年'), part('month', f.month!), lit('月'), part('day', f.day!), lit('日')].filter(
        (p) => p.type === 'literal' || f[p.type as keyof Fields] !== undefined,
      ),
      f,
    ),
  /** Older V8 wrote midnight as 24 with hour12: false. */
  'midnight as 24': (f) => ordered(['month', 'day', 'year'], '/')({ ...f, hour: f.hour === '00' ? '24' : f.hour }),
};

/** An `Intl` whose DateTimeFormat answers in `shape`, for every locale asked for. */
export function intlShaped(shape: EngineShape): typeof Intl {
  class ShapedDateTimeFormat {
    private readonly real: Intl.DateTimeFormat;
    constructor(_locale?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
      this.real = new RealDateTimeFormat('en-US', { ...options, numberingSystem: 'latn', hourCycle: 'h23' });
    }
    formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
      const fields: Partial<Fields> = {};
      for (const p of this.real.formatToParts(date)) {
        if (p.type in { year: 1, month: 1, day: 1, hour: 1, minute: 1, second: 1 }) {
          fields[p.type as keyof Fields] = p.value.padStart(p.type === 'year' ? 1 : 2, '0');
        }
      }
      return shape(fields);
    }
    format(date?: Date | number): string {
      return this.formatToParts(date)
        .map((p) => p.value)
        .join('');
    }
    resolvedOptions() {
      return this.real.resolvedOptions();
    }
  }
  return { ...Intl, DateTimeFormat: ShapedDateTimeFormat as unknown as typeof Intl.DateTimeFormat };
}
