/** Where the classic script leaves the buttons pressed before the app's code arrived, in the order pressed. */
export const EARLY_PRESSES = '__klimahainEarlyPresses';

/**
 * A plain button (a tree preset) on a prerendered page does nothing until the app has taken it over, and unlike a
 * radio it keeps no trace of a press in the page. This notes such presses from the first paint on, before the app's
 * own code is there; keepInputBeforeHydration (inputBeforeHydration.ts) takes the list over and ends this listener.
 *
 * Runs as a classic script with startAfterPaint (vite.prerender.ts): no imports, nothing from outside the function.
 */
export function noteEarlyPresses(): void {
  const KEY = '__klimahainEarlyPresses';
  const w = window as unknown as Record<string, Element[] | null | undefined>;
  const presses: Element[] = [];
  w[KEY] = presses;
  const note = (event: Event) => {
    if (w[KEY] !== presses) return removeEventListener('click', note, { capture: true });
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button' && button.closest('#root')) presses.push(button);
  };
  addEventListener('click', note, { capture: true });
}
