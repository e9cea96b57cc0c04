// The server's own list (a pure module, no Node imports): client and /_image can never disagree on the widths.
import { IMAGE_WIDTHS } from '../../server/node/images/imageRequest';

export { IMAGE_WIDTHS };

/** `/_image?url=…&w=…` (spec §7): the optimisation path; quality only when it differs from the default 75. */
export function imageUrl(src: string, width: number, quality?: number): string {
  const q = quality === undefined || quality === 75 ? '' : `&q=${quality}`;
  return `/_image?url=${encodeURIComponent(src)}&w=${width}${q}`;
}

/**
 * The widths worth offering for a source `sourceWidth` pixels wide: the allowed widths up to it (the server never
 * enlarges, so a wider one would fetch the same pixels again). A source narrower than 640 px gets only 640, which
 * the server answers with the source's own width.
 */
export function imageWidthsFor(sourceWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
}
