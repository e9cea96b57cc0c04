import { useEffect } from 'react';

/** The shell's parts, each a Suspense boundary of its own (AppShell.tsx). */
type Part = 'header' | 'page' | 'footer';
const PARTS: readonly Part[] = ['header', 'page', 'footer'];
const shown = new Set<Part>();

const markReady = () => {
  document.documentElement.dataset.app = 'ready';
};

/** Whether the mark is set: the app has taken the page over. */
export const isAppReady = () => document.documentElement.dataset.app === 'ready';

/**
 * Marks <html data-app="ready"> once the app has taken over the page. A prerendered page looks finished before that,
 * but its buttons and forms do nothing yet (a form sends itself as plain HTML). React hydrates each of the shell's
 * parts on its own, after the root: the mark waits until all three are there. The e2e tests wait for it after loading
 * a page.
 */
export function PartReady({ part }: { part: Part }) {
  useEffect(() => {
    shown.add(part);
    if (PARTS.every((p) => shown.has(p))) markReady();
  }, [part]);
  return null;
}

/** For the shell's error page, which stands in for all three parts. */
export function AppReady() {
  useEffect(markReady, []);
  return null;
}
