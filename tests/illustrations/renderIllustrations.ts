import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { borneoMap, globe, ugandaMap } from './drawMaps.ts';
import { CYCLE_STEPS, cycleStep, visual } from './drawScenes.ts';

/**
 * `npm run images:render`: draws the project illustrations (own work, CC0) and rasterises them once into
 * public/images/projects/, the source pictures /_image resizes. Run again after changing a drawing, then commit the PNGs.
 * The sizes here must match the picture entries in src/content/projects/.
 */
const OUT = fileURLToPath(new URL('../../public/images/projects/', import.meta.url));

const pictures: { name: string; svg: string; width: number }[] = [];
for (const which of ['indonesia', 'uganda'] as const) {
  pictures.push(
    { name: `${which}-visual`, svg: visual(which), width: 2400 },
    { name: `${which}-map`, svg: which === 'indonesia' ? borneoMap() : ugandaMap(), width: 2000 },
    { name: `${which}-globe`, svg: globe(which), width: 1200 },
    ...CYCLE_STEPS.map((step) => ({ name: `${which}-cycle-${step}`, svg: cycleStep(which, step), width: 1200 })),
  );
}

await mkdir(OUT, { recursive: true });
for (const { name, svg, width } of pictures) {
  const meta = await sharp(Buffer.from(svg)).metadata();
  // Drawn at the density that gives `width` pixels, so edges stay sharp instead of being scaled up.
  const png = await sharp(Buffer.from(svg), { density: (72 * width) / (meta.width ?? width) })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer({ resolveWithObject: true });
  await writeFile(join(OUT, `${name}.png`), png.data);
  console.log(`${name}.png  ${png.info.width} × ${png.info.height}  ${Math.round(png.data.length / 1024)} kB`);
}
