/** The widths the app asks for (spec §9: 640 … 3840); any other width would let a caller fill the cache at will. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const DEFAULT_IMAGE_QUALITY = 75;

/** Only pictures we ship: a path under /images/ or /illustrations/ with a raster or SVG extension. */
const OWN_IMAGE_PATH = /^\/(images|illustrations)\/[A-Za-z0-9_\-/.]+\.(png|jpe?g|webp|svg)$/;

export interface ImageRequest {
  /** Site path of the source picture, e.g. /images/projects/borneo-visual.png. */
  url: string;
  width: number;
  quality: number;
}

export type ParsedImageRequest = { ok: true; request: ImageRequest } | { ok: false; message: string };

/**
 * Reads `?url=…&w=…&q=…`. Refuses (with a German message for the 400 answer) anything but one of our own image
 * paths, an allowed width and a quality 1–100; whether the file exists is the caller's check.
 */
export function parseImageRequest(search: URLSearchParams): ParsedImageRequest {
  const url = search.get('url');
  if (!url) return { ok: false, message: 'Der Parameter „url“ fehlt.' };
  // `..` and `//` are refused before anything touches the file system; absolute URLs fail the pattern.
  if (
    url.split('/').some((segment) => segment === '..' || segment === '.') ||
    url.includes('//') ||
    !OWN_IMAGE_PATH.test(url)
  ) {
    return {
      ok: false,
      message:
        'Dieses Bild kann nicht ausgeliefert werden: nur Bilder dieser Website unter /images/ oder /illustrations/.',
    };
  }
  const w = search.get('w');
  const width = w !== null && /^\d{1,4}$/.test(w) ? Number(w) : NaN;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    return { ok: false, message: `Diese Breite ist nicht erlaubt. Erlaubt sind ${IMAGE_WIDTHS.join(', ')} Pixel.` };
  }
  const q = search.get('q');
  const quality = q === null ? DEFAULT_IMAGE_QUALITY : /^\d{1,3}$/.test(q) ? Number(q) : NaN;
  if (!(quality >= 1 && quality <= 100))
    return { ok: false, message: 'Die Qualität „q“ muss eine ganze Zahl von 1 bis 100 sein.' };
  return { ok: true, request: { url, width, quality } };
}

/** WebP when the browser says it takes it, JPEG otherwise (every browser shows JPEG). */
export function pickImageFormat(accept: string | undefined): 'webp' | 'jpeg' {
  return accept && /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept) ? 'webp' : 'jpeg';
}
