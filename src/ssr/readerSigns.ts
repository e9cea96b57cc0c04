/**
 * What tells that someone is using the page, not only looking at it: scrolling, moving the pointer, touching, typing,
 * clicking. Not focus: the consent banner takes it on its own as it opens. Before such a sign a prerendered page needs no more code than it takes to show it; after it
 * the code of its forms and of the pages linked near the viewport is loaded (deferredHydration.ts,
 * prefetchNearLinks.ts).
 */
export const READER_SIGNS = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'click'] as const;

/** Set on <html> by the first sign, even before the app's code has arrived (noteReaderSign in the start script). */
const MARK = 'reader';

/**
 * Runs as a classic script before the app (startAfterPaintSource): a visitor who scrolls or taps while the app is
 * still on its way is not kept waiting for a second sign. No imports, nothing from outside the function.
 */
export function noteReaderSign(): void {
  const SIGNS = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'click'];
  const note = () => {
    document.documentElement.dataset.reader = 'here';
    for (const type of SIGNS) removeEventListener(type, note, true);
  };
  for (const type of SIGNS) addEventListener(type, note, { capture: true, passive: true });
}

/** Whether a sign has been seen on this page. */
export const readerIsHere = (): boolean => document.documentElement.dataset[MARK] === 'here';

/** Calls `callback` once, at the first sign (at once if there has been one). Returns a stop. */
export function onFirstReaderSign(callback: () => void): () => void {
  if (readerIsHere()) {
    callback();
    return () => {};
  }
  const signed = () => {
    stop();
    document.documentElement.dataset[MARK] = 'here';
    callback();
  };
  const stop = () => {
    for (const type of READER_SIGNS) removeEventListener(type, signed, true);
  };
  for (const type of READER_SIGNS) addEventListener(type, signed, { capture: true, passive: true });
  return stop;
}
