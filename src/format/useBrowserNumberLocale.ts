import { useSyncExternalStore } from 'react';

export const DEFAULT_NUMBER_LOCALE = 'de-DE';

const onLanguageChange = (notify: () => void) => {
  window.addEventListener('languagechange', notify);
  return () => window.removeEventListener('languagechange', notify);
};

/** The browser's first language Intl can format numbers in; German when there is none. */
export function browserNumberLocale(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): string {
  for (const language of languages) {
    try {
      if (Intl.NumberFormat.supportedLocalesOf(language).length > 0) return language;
    } catch {
      // A malformed tag: try the next.
    }
  }
  return DEFAULT_NUMBER_LOCALE;
}

const germanOnServer = () => DEFAULT_NUMBER_LOCALE;

/**
 * The locale for the figures the spec wants in the browser's locale (§9: the header's CO₂ figure and the
 * calculator's tonnes). German on the server and while a prerendered page hydrates, so the HTML matches; the
 * browser's own afterwards.
 */
export function useBrowserNumberLocale(): string {
  return useSyncExternalStore(onLanguageChange, browserNumberLocale, germanOnServer);
}
