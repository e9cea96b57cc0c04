/**
 * A prerendered page shows everything before any script has run. Its scripts are asked for after the first frame is
 * on screen: on a slow connection they would otherwise share the line with the stylesheets and the largest picture,
 * and the first paint would wait for bytes it does not need (Lighthouse's simulation counts every script that has
 * arrived before the paint as blocking it). The page's <script> tag carries the entry (`data-entry`) and the modules
 * the entry imports (`data-modules`, space-separated), which are preloaded alongside as the build's own
 * `<link rel="modulepreload">` tags would be.
 *
 * Runs as a classic script (vite.prerender.ts writes `(${startAfterPaint})(document.currentScript)` into /assets):
 * no imports, nothing from outside the function.
 */
export function startAfterPaint(script: HTMLScriptElement | null): void {
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
  // A tab in the background draws no frame until it is shown: it starts at once instead.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  // The callback runs before the next frame is drawn; the timeout after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}

/** The classic script vite.prerender.ts writes next to the build's assets. */
export const startAfterPaintSource = (): string => `(${startAfterPaint.toString()})(document.currentScript);\n`;
