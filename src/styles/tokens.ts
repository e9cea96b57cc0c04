/**
 * Reads src/styles/tokens.css — the one source of the design tokens — for the contrast test (tokens.test.ts) and
 * Storybook's „Grundlagen“ pages (src/styles/foundations/), so neither can drift from the CSS. Runs in Node and in the
 * browser: it takes the file's text, it does not read files.
 */

export interface Token {
  /** The custom property, e.g. `--color-text`. */
  name: string;
  /** The value as written, e.g. `var(--color-neutral-900)`. */
  value: string;
  /** The comment above it, without the `@auf`/`@kontrast` notes. */
  description: string;
  /** The section heading it stands under (e.g. „Farbrollen: Text“). */
  section: string;
  /** `@auf`: the backgrounds this foreground role may sit on. */
  on: string[];
  /** `@kontrast`: the minimum ratio for its pairs, if the comment sets one. */
  minContrast?: number;
}

/** Every token of the file's `:root`, in order, with its description. */
export function parseTokens(css: string): Token[] {
  const tokens: Token[] = [];
  let section = '';
  const pattern = /\/\*\s*([\s\S]*?)\s*\*\/|(--[\w-]+)\s*:\s*([^;]+);/g;
  let comment = '';
  for (const match of css.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const heading = /^──\s*(.+?)\s*─/.exec(match[1]);
      if (heading) {
        section = heading[1];
        comment = '';
      } else comment = match[1];
      continue;
    }
    const on = /@auf\s+([^@]*)/.exec(comment)?.[1].trim().split(/\s+/) ?? [];
    const min = /@kontrast\s+([\d.]+)/.exec(comment)?.[1];
    tokens.push({
      name: match[2],
      value: match[3].trim(),
      description: comment.replace(/@\w+[^@]*/g, '').trim(),
      section,
      on,
      ...(min ? { minContrast: Number(min) } : {}),
    });
    comment = '';
  }
  return tokens;
}

/** The value with every `var(--x)` replaced by the token's own value (recursively). */
export function resolveValue(value: string, tokens: readonly Token[]): string {
  const byName = new Map(tokens.map((t) => [t.name, t.value]));
  let resolved = value;
  for (let depth = 0; depth < 10 && resolved.includes('var('); depth++) {
    resolved = resolved.replace(/var\((--[\w-]+)(?:,\s*[^)]*)?\)/g, (whole, name: string) => byName.get(name) ?? whole);
  }
  return resolved;
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a)`, `rgb(r, g, b)`; null for anything else. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : Number(rgb[4]);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  if (text === 'white') return { r: 255, g: 255, b: 255, a: 1 };
  if (text === 'black') return { r: 0, g: 0, b: 0, a: 1 };
  return null;
}

/** A translucent colour as it shows over an opaque one. */
export function composite(top: Rgba, under: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two opaque colours (1 … 21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The page's white: translucent backgrounds are judged over it, translucent foregrounds over their background. */
const PAGE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

export interface ContrastPair {
  foreground: string;
  background: string;
  ratio: number;
  required: number;
}

/** Every `@auf` pair of the file with its ratio and the ratio it needs (4.5 for text, 3 for the other roles). */
export function contrastPairs(tokens: readonly Token[]): ContrastPair[] {
  const colorOf = (name: string) => parseColor(resolveValue(`var(${name})`, tokens));
  return tokens.flatMap((token) =>
    token.on.map((background) => {
      const bg = colorOf(background);
      const fg = colorOf(token.name);
      if (!bg || !fg) throw new Error(`${token.name} @auf ${background}: not a colour`);
      const opaqueBg = bg.a < 1 ? composite(bg, PAGE) : bg;
      const required = token.minContrast ?? (token.name.startsWith('--color-text') ? 4.5 : 3);
      return {
        foreground: token.name,
        background,
        ratio: contrastRatio(composite(fg, opaqueBg), opaqueBg),
        required,
      };
    }),
  );
}
