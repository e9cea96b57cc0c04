import { useEffect, useRef, useState } from 'react';
import { LOADING_MIN_DISPLAY_MS } from './constants';

/**
 * Keeps something shown at least `minimumMs` once it has appeared (spec §9: loading indicators stay ≥ 1000 ms).
 * Returns true as soon as `visible` turns true; after `visible` turns false it stays true until the minimum since the
 * first appearance has passed. Turning visible again in that time cancels the hiding.
 *
 * `requestedAt` (performance.now()) is when it was asked for, if that was before this component rendered (its code
 * was still loading): rendered within the minimum after that, it appears even when `visible` is false again by then,
 * so a quick piece of work is still shown — and then stays its full minimum, as it would have from the start.
 */
export function useMinimumDuration(
  visible: boolean,
  minimumMs: number = LOADING_MIN_DISPLAY_MS,
  requestedAt?: number,
): boolean {
  const [held, setHeld] = useState(
    () => visible || (requestedAt !== undefined && performance.now() - requestedAt < minimumMs),
  );
  // performance.now(), not Date.now(): the system clock may be set back or forward while the overlay is up (a busy
  // machine measured 921 ms of a 1000 ms minimum); the page's monotonic clock only goes forward.
  const shownSince = useRef<number | null>(held ? performance.now() : null);

  useEffect(() => {
    if (visible) {
      shownSince.current ??= performance.now();
      setHeld(true);
      return;
    }
    if (shownSince.current === null) return;
    const hide = () => {
      shownSince.current = null;
      setHeld(false);
    };
    const remaining = minimumMs - (performance.now() - shownSince.current);
    if (remaining <= 0) {
      hide();
      return;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [visible, minimumMs]);

  return visible || held;
}
