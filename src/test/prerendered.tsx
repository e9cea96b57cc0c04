import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';

// These tests drive React with `act` themselves, as Testing Library does for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/**
 * A page part as the browser has it from a prerendered page before its scripts run, and `hydrate` to let the app take
 * it over as main.tsx does — with the same element, or the browser's own when it is built otherwise (a deferred
 * page). The part is unmounted and removed after each test.
 */
export function prerendered(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return {
    container,
    async hydrate(inBrowser: ReactElement = element) {
      await act(async () => {
        root = hydrateRoot(container, inBrowser);
      });
    },
  };
}
