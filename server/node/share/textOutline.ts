import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const load = (name: string) => fontkit.openSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)) as fontkit.Font;
// DejaVu from the registry, as the receipts use it: no system font is needed, so the picture looks the same in a
// slim container as here.
const FONTS = { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };

export interface TextRun {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  weight?: keyof typeof FONTS;
  fill: string;
}

/** Text as an SVG path of its glyph outlines: sharp's SVG renderer then needs no fonts at all. */
export function textOutline({ text, x, y, size, weight = 'regular', fill }: TextRun): string {
  const font = FONTS[weight];
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const path = glyph.path
      .scale(scale, -scale)
      .translate(x + (pen + position.xOffset) * scale, y - position.yOffset * scale);
    parts.push(path.toSVG());
    pen += position.xAdvance;
  });
  return `<path fill="${fill}" d="${parts.join(' ')}"/>`;
}
