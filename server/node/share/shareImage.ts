import { OFFSET_IMAGE_LINES } from '../../core/domain/co2/claims.js';
import sharp from 'sharp';
import type { SharedResult } from '../../core/domain/calculator/sharedResult.js';
import { formatSigned, formatTonnes, shownLines, treesText } from './shareTexts.js';
import { textOutline } from './textOutline.js';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const FOREST = '#17432b';
const LEAF = '#2f8a57';
const SAND = '#faf7f0';
const MUTED = '#4a544d';

type TextSpec = Parameters<typeof textOutline>[0];

/** Every text the link preview draws (as outlines), top to bottom: the CO₂ check reads them as a donor would. */
export function shareImageTexts(result: SharedResult): TextSpec[] {
  const lines = shownLines(result);
  const rows = lines.categories.flatMap((category, i): TextSpec[] => {
    const y = 380 + i * 62;
    return [
      { text: category.title, x: 80, y, size: 36, fill: MUTED },
      { text: `${formatSigned(category.tonnes)} t`, x: 470, y, size: 36, weight: 'bold', fill: FOREST },
    ];
  });
  return [
    { text: 'Klimahain · CO₂-Rechner', x: 80, y: 110, size: 38, weight: 'bold', fill: LEAF },
    {
      text: `${formatTonnes(result.totalTonnes)} t CO₂ im Jahr`,
      x: 80,
      y: 230,
      size: 92,
      weight: 'bold',
      fill: FOREST,
    },
    { text: `Grundwert ${formatTonnes(lines.base)} t, dazu:`, x: 80, y: 305, size: 32, fill: MUTED },
    ...rows,
    { text: treesText(result.trees), x: 744, y: 405, size: 56, weight: 'bold', fill: SAND },
    ...OFFSET_IMAGE_LINES.map((text, i): TextSpec => ({ text, x: 744, y: 460 + i * 36, size: 28, fill: SAND })),
  ];
}

/** The link preview of a shared result (og:image): the total, the three categories and the trees, 1200 × 630 PNG. */
export async function renderShareImage(result: SharedResult): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${SAND}"/>
  <rect width="${width}" height="16" fill="${LEAF}"/>
  <rect x="712" y="330" width="440" height="240" rx="24" fill="${FOREST}"/>
  ${shareImageTexts(result).map(textOutline).join('\n  ')}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Rendered pictures by link, newest kept: a link is shared to many people at once and every messenger asks for
 * the picture. The figures are all in the link, so a picture never changes.
 */
export function shareImageCache(render = renderShareImage, capacity = 500) {
  const cache = new Map<string, Promise<Buffer>>();
  return (result: SharedResult): Promise<Buffer> => {
    const hit = cache.get(result.path);
    if (hit) {
      cache.delete(result.path);
      cache.set(result.path, hit);
      return hit;
    }
    const rendered = render(result);
    cache.set(result.path, rendered);
    rendered.catch(() => cache.delete(result.path));
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return rendered;
  };
}
