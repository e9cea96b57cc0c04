import { holdEarlySubmits } from './holdEarlySubmits';
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
  // Inside the function: it is written out as a script of its own, without this module's scope. PICTURE is Image's
  // LARGEST_PICTURE (src/ui/Image.tsx; startAfterPaint.test.ts fails if they part).
  const LONGEST_WAIT_MS = 3000;
  const PICTURE = 'largest-picture';
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
  const picture = document.querySelector<HTMLImageElement>(`img[elementtiming="${PICTURE}"]`);
  picture?.addEventListener('error', start, { once: true });
  // Paint Timing and Element Timing report a paint once its frame is on screen; a frame that is merely drawn
  // (requestAnimationFrame) may still be on its way while fast-arriving scripts are already in.
  const supported = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  const whenReported = (type: string, isAwaited: (e: PerformanceEntry & { identifier?: string }) => boolean) =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(isAwaited)) return;
      observer.disconnect();
      start();
    }).observe({ type, buffered: true });
  const afterFirstPaint = () => whenReported('paint', (e) => e.name === 'first-contentful-paint');
  if (supported.includes('paint')) {
    if (!picture || !supported.includes('element') || typeof IntersectionObserver !== 'function')
      return afterFirstPaint();
    // Only a picture in view is painted and reported: one scrolled past (a reload further down the page) is not awaited.
    const view = new IntersectionObserver(([seen]) => {
      view.disconnect();
      if (seen?.isIntersecting) whenReported('element', (e) => e.identifier === PICTURE);
      else afterFirstPaint();
    });
    view.observe(picture);
    return;
  }
  // Without Paint Timing: after the picture has loaded and the next frame is drawn.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (!picture || picture.complete) {
    afterNextFrame();
    return;
  }
  picture.addEventListener('load', afterNextFrame, { once: true });
}

/**
 * The classic script vite.prerender.ts writes next to the build's assets: early submits held back, the reader's first
 * sign noted, the app started.
 */
export const startAfterPaintSource = (): string =>
  `(${holdEarlySubmits.toString()})();\n(${noteReaderSign.toString()})();\n` +
  `(${startAfterPaint.toString()})(document.currentScript);\n`;
