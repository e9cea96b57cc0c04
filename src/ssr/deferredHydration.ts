import { onFirstReaderSign } from './readerSigns';

/**
 * Some prerendered pages (their forms need Relay and react-aria: some 100 kB) show everything before their code is
 * there, and a visitor who only looks needs none of it. While such a page is being taken over, its content waits for
 * the reader's first sign (readerSigns.ts) before its code is fetched; what they type or choose meanwhile is kept
 * (inputBeforeHydration.ts) and a form sent too early is held (holdEarlySubmits.ts). Anywhere else — the server,
 * client-side navigation, a page rendered from scratch — nothing waits.
 */
let reader: Promise<void> | null = null;

/** Called before a prerendered page is hydrated (main.tsx). */
export function deferUntilReader(): void {
  reader = new Promise<void>((resolve) => onFirstReaderSign(resolve)).then(() => {
    reader = null;
  });
}

/** Whether content is still waiting for the reader. */
export const isDeferring = (): boolean => reader !== null;

/** Resolves at the reader's first sign, or at once when nothing waits. */
export const untilReader = (): Promise<void> => reader ?? Promise.resolve();

/**
 * Parts shown from the prerendered HTML whose code has not taken them over yet: <html data-parts="waiting"> tells the
 * start script to hold their forms, the e2e tests to give a sign and wait.
 */
let waiting = 0;

export function partWaits(): void {
  waiting++;
  document.documentElement.dataset.parts = 'waiting';
}

export function partHydrated(): void {
  waiting = Math.max(0, waiting - 1);
  if (waiting === 0) delete document.documentElement.dataset.parts;
}
