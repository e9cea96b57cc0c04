/**
 * Until the app has taken a prerendered page over (<html data-app="ready">, src/app/appReady.tsx), its forms are plain
 * HTML: sending one would load the page again with every field in the address — a sign-in's password included, into
 * the browser's history and the server's logs. Such a submit is stopped; the visitor's text stays in the fields
 * (src/ssr/inputBeforeHydration.ts) and the button works once the app is there.
 *
 * Runs as a classic script with startAfterPaint (vite.prerender.ts): no imports, nothing from outside the function.
 */
export function holdEarlySubmits(): () => void {
  const hold = (event: Event) => {
    // A page's content that waits for the reader (src/ssr/deferredHydration.ts) is plain HTML too.
    const { app, parts } = document.documentElement.dataset;
    if (app === 'ready' && parts !== 'waiting') return;
    if (event.target instanceof HTMLFormElement && event.target.closest('#root')) event.preventDefault();
  };
  document.addEventListener('submit', hold, { capture: true });
  return () => document.removeEventListener('submit', hold, { capture: true });
}
