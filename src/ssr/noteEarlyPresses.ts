/** Where the page's classic script keeps the plain buttons pressed before React took them over, in the order pressed. */
export const EARLY_PRESSES = '__klimahainEarlyPresses';

/**
 * A plain button (a tree preset) on a prerendered page does nothing until the app has taken it over, and unlike a
 * radio it keeps no trace of a press in the page. This notes such presses from the first paint on — before the app's
 * code is there, and while a part of the page still waits to be hydrated — for usePressedBeforeHydration to replay
 * (a part takes only the presses on its own buttons).
 * React puts its props on an element when it hydrates it (react-dom's `__reactProps$…` key, the same since React 17):
 * a hydrated button has its own handler and is not noted. Submit buttons are not either: holdEarlySubmits.ts holds
 * their form. Here rather than in the app's entry, which is at its size budget.
 *
 * Runs as a classic script with startAfterPaint (vite.prerender.ts): no imports, nothing from outside the function.
 */
export function noteEarlyPresses(): void {
  const presses: Element[] = ((window as unknown as Record<string, Element[]>)['__klimahainEarlyPresses'] = []);
  // Bytes count here (this script is part of every page's first load): no #root check — before hydration there are
  // no portals, and after it every button outside a waiting part is hydrated.
  addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('button');
      if (button?.type === 'button' && !Object.keys(button).some((k) => k.startsWith('__reactProps$')))
        presses.push(button);
    },
    true,
  );
}

/** The last of these buttons pressed before it was hydrated; handed out once (the others' presses are dropped). */
export function takePressedButton(buttons: Element[]): Element | undefined {
  const presses = (window as unknown as Record<string, Element[] | undefined>)[EARLY_PRESSES];
  if (!presses) return undefined;
  const last = presses.findLast((button) => buttons.includes(button));
  (window as unknown as Record<string, Element[]>)[EARLY_PRESSES] = presses.filter((b) => !buttons.includes(b));
  return last;
}
