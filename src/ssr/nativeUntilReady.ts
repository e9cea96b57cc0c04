import { isAppReady } from '../app/appReady';

/** The discrete events on which React hydrates the part of a page they hit at once, in one task (react-dom). */
const EVENTS = [
  'touchstart',
  'touchend',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'keydown',
  'keyup',
];

/** Marks a control that works by itself, as HTML, until the app has taken the page over (the narrow menu's popover). */
export const NATIVE_UNTIL_READY = 'data-native-until-ready';

/**
 * Called before hydration. A tap on a prerendered page while React hydrates it makes React hydrate the tapped part at
 * once, in one task — on a slow phone some hundred milliseconds before the tap's effect can show (issue 32 §1). A
 * control that works by itself as HTML (a popover's button, its links) does not need React for that tap: its events
 * stop at the window until the app is ready, the browser does the rest, and the app takes the control's state over
 * when it hydrates it (NarrowHeader.tsx). Listeners on the window itself still hear them (readerSigns.ts).
 */
export function leaveNativeControlsAlone(root: HTMLElement): void {
  const stop = (event: Event) => {
    if (isAppReady()) {
      for (const type of EVENTS) removeEventListener(type, stop, { capture: true });
      return;
    }
    const target = event.target;
    if (target instanceof Element && root.contains(target) && target.closest(`[${NATIVE_UNTIL_READY}]`))
      event.stopPropagation();
  };
  for (const type of EVENTS) addEventListener(type, stop, { capture: true, passive: true });
}
