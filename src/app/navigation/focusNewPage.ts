/**
 * Moves focus to the new page's heading once it is there and announces the document title (RouteFocus.tsx).
 * Returns what stops it, when the route changes again first.
 */
export function focusNewPage(main: HTMLElement, setMessage: (message: string) => void): () => void {
  let frame = 0;
  let announceFrame = 0;
  const settle = () => {
    // A page whose content still loads (lazy code, a suspended query) gets its heading later.
    const heading = main.querySelector('h1');
    if (!heading) return false;
    observer.disconnect();
    // Overlays that close with the navigation (the narrow menu) restore focus to their trigger first: wait a frame.
    frame = requestAnimationFrame(() => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // Scroll position is ScrollRestoration's job (top on a new page, the old place on back/forward).
      heading.focus({ preventScroll: true });
      // Cleared first so the same title twice in a row is still read.
      setMessage('');
      announceFrame = requestAnimationFrame(() => setMessage(document.title));
    });
    return true;
  };
  const observer = new MutationObserver(() => settle());
  if (!settle()) observer.observe(main, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    cancelAnimationFrame(announceFrame);
  };
}
