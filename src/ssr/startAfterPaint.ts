import { holdEarlySubmits } from './holdEarlySubmits';
import { noteEarlyPresses } from './noteEarlyPresses';
import { noteReaderSign } from './readerSigns';

/**
 * A prerendered page shows everything before any script has run. Its scripts are asked for once the page is on
 * screen — its first contentful paint, or the paint of its largest picture if it has one (src/ui/Image.tsx,
 * `priority`): on a slow connection they would otherwise share the line with the stylesheets and that picture, and
 * those paints would wait for bytes they do not need (Lighthouse's simulation counts every script that has arrived
 * before a paint as blocking it). The page's <script> tag carries the entry (`data-entry`) and the modules the entry
 * imports (`data-modules`, space-separated), which are preloaded alongside as the build's own
 * `<link rel="modulepreload">` tags would be.
 *
 * Runs as a classic script (startAfterPaintSource, written into /assets by vite.prerender.ts): no imports, nothing
 * from outside the function.
 */
export function startAfterPaint(script: HTMLScriptElement | null): void {
  // Inside the function: it is written out as a script of its own, without this module's scope.
  const LONGEST_WAIT_MS = 3000;
  if (!script) return;
  const entry = script.dataset.entry;
  const modules = (script.dataset.modules ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  };
  // A tab in the background paints nothing until it is shown: it starts at once instead.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  // Whatever happens to the paint or the picture, the app is asked for within three seconds.
  setTimeout(start, LONGEST_WAIT_MS);
  // The page's first picture: Image with `priority` (src/ui/Image.tsx) is the one fetched with high priority.
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  picture?.addEventListener('error', start, { once: true });
  // Without a report of the picture's paint: after it has loaded and the next frame is drawn.
  const afterNextFrame = () => void requestAnimationFrame(() => setTimeout(start, 0));
  const afterPictureLoad = () =>
    !picture || picture.complete ? afterNextFrame() : picture.addEventListener('load', afterNextFrame, { once: true });
  // Paint Timing and Largest Contentful Paint report a paint once its frame is on screen; a frame that is merely
  // drawn (requestAnimationFrame) may still be on its way while fast-arriving scripts are already in.
  const supported = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  const afterFirstPaint = () =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  if (!supported.includes('paint')) return afterPictureLoad();
  if (!picture || !supported.includes('largest-contentful-paint') || typeof IntersectionObserver !== 'function')
    return afterFirstPaint();
  // Only a picture in view is painted and reported: one scrolled past (a reload further down the page) is not awaited.
  const view = new IntersectionObserver(([seen]) => {
    view.disconnect();
    if (!seen?.isIntersecting) return afterFirstPaint();
    // LCP reports the picture's paint (entry.element) only while nothing larger has been painted, and no paint after
    // the reader's first tap, key or scroll: after either, the picture's load and the next frame are waited for.
    // Element Timing would report it in any case, but its `elementtiming` attribute is not valid HTML.
    const area = seen.intersectionRect.width * seen.intersectionRect.height;
    const unreported = () => {
      lcp.disconnect();
      afterPictureLoad();
    };
    const lcp = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; size?: number })[]) {
        if (entry.element === picture) return start();
        if ((entry.size ?? 0) >= area) return unreported();
      }
    });
    lcp.observe({ type: 'largest-contentful-paint', buffered: true });
    for (const type of ['pointerdown', 'keydown', 'scroll'])
      addEventListener(type, unreported, { once: true, capture: true, passive: true });
  });
  view.observe(picture);
}

/**
 * The classic script vite.prerender.ts writes next to the build's assets: early submits held back, the reader's first
 * sign noted, the app started.
 */
export const startAfterPaintSource = (): string =>
  `(${holdEarlySubmits.toString()})();\n(${noteEarlyPresses.toString()})();\n(${noteReaderSign.toString()})();\n` +
  `(${startAfterPaint.toString()})(document.currentScript);\n`;
