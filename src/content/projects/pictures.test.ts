import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_DETAILS } from './allDetails';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

// vitest runs from the repository root (happy-dom gives import.meta.url no file path).
it('points every project picture at a rendered file of exactly the size the content states', () => {
  for (const project of PROJECT_DETAILS) {
    const pictures = [project.picture, ...Object.values(project.images), ...project.projectCycle.map((s) => s.picture)];
    for (const picture of pictures) {
      const file = readFileSync(join(process.cwd(), 'public', picture.src));
      expect({ src: picture.src, ...pngSize(file) }).toEqual({
        src: picture.src,
        width: picture.width,
        height: picture.height,
      });
      expect(picture.alt.length).toBeGreaterThan(10);
    }
  }
});
