import { imageUrl, imageWidthsFor } from './imageUrl';
import styles from './Image.module.css';

export interface ImageProps {
  /** A picture of ours under public/ (/images/… or /illustrations/…). */
  src: string;
  /** The source's pixel size: the browser reserves the room from it (no layout shift), srcset stops at it. */
  width: number;
  height: number;
  alt: string;
  /** How wide the picture is shown, e.g. "(min-width: 768px) 50vw, 100vw": the browser picks a width from it. */
  sizes: string;
  /**
   * The first picture in view: fetched at once and before others. Everything else loads when scrolled near. The
   * prerendered page's start script finds it by its fetchpriority and waits for its paint (src/ssr/startAfterPaint.ts).
   */
  priority?: boolean;
  /** 1–100; the server's default is 75. */
  quality?: number;
  className?: string;
}

/**
 * A picture through /_image: WebP or JPEG at the width the screen needs (srcset over the allowed widths, sizes),
 * width and height set so nothing jumps while it loads. An SVG is served as it is: sharp would turn a few kilobytes of
 * vector drawing into tens of kilobytes of pixels (the start page's hero: 2.4 kB gzip as SVG, its LCP).
 */
export function Image({ src, width, height, alt, sizes, priority = false, quality, className }: ImageProps) {
  const sources = src.endsWith('.svg') || IMAGES_AS_FILES ? { src } : rasterSources(src, width, sizes, quality);
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      {...sources}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}

/**
 * The static Storybook (npm run build-storybook) has no server to answer /_image: it shows the original files, which
 * its build copies from public/ (.storybook/main.ts).
 */
const IMAGES_AS_FILES = import.meta.env.VITE_IMAGES_AS_FILES === 'true';

/** srcset over the allowed widths up to the source's, and a fallback of at most 1080 px. */
function rasterSources(src: string, width: number, sizes: string, quality: number | undefined) {
  const widths = imageWidthsFor(width);
  // A source narrower than the smallest allowed width comes back at its own width: say so in the descriptor.
  const srcSet = widths.map((w) => `${imageUrl(src, w, quality)} ${Math.min(w, width)}w`).join(', ');
  const fallback = widths.filter((w) => w <= 1080).at(-1) ?? widths[0];
  return { src: imageUrl(src, fallback, quality), srcSet, sizes };
}
