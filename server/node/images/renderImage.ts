import sharp from 'sharp';

export interface RenderOptions {
  width: number;
  quality: number;
  format: 'webp' | 'jpeg';
}

/**
 * One resized picture. Raster sources are never enlarged (a 1200-px source asked for at 1920 stays 1200 px wide);
 * SVG is drawn at the density that gives the asked width. JPEG has no transparency: it is laid on white.
 */
export async function renderImage(file: string, { width, quality, format }: RenderOptions): Promise<Buffer> {
  let input = sharp(file, { failOn: 'error' });
  if (file.endsWith('.svg')) {
    const meta = await input.metadata();
    const density = Math.min(2400, Math.max(1, (72 * width) / (meta.width ?? width)));
    input = sharp(file, { density });
  }
  const resized = input.rotate().resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? resized.webp({ quality }).toBuffer()
    : resized.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}
