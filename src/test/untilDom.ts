/**
 * Waits for a state of the page, not for a time: `check` runs now and again after every change of the DOM under
 * `root` (nodes, attributes, text) and every finished CSS animation or transition, until it neither throws nor
 * returns null or false; what it returned is the result. Assertions work as checks (`expect` returns undefined).
 * There is no clock and no time-out of its own: a lazily loaded chunk or a debounced save may take as long as a busy
 * machine needs, and the test's own time limit ends a wait for something that never happens.
 *
 *   const dialog = await untilDom(() => screen.getByRole('dialog', { name: 'Menü' }));
 *   await untilDom(() => expect(document.querySelector('[data-entering]')).toBeNull());
 */
export function untilDom<T>(check: () => T, root: Node = document.body): Promise<Exclude<T, null | false>> {
  return new Promise((resolve) => {
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      document.removeEventListener('animationend', attempt, true);
      document.removeEventListener('transitionend', attempt, true);
    };
    function attempt() {
      if (done) return;
      try {
        const value = check();
        if (value === null || value === false) return;
        stop();
        resolve(value as Exclude<T, null | false>);
      } catch {
        // Not yet: the next change of the page tries again.
      }
    }
    const observer = new MutationObserver(attempt);
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('animationend', attempt, true);
    document.addEventListener('transitionend', attempt, true);
    attempt();
  });
}
