/**
 * The consent banner and the keyboard focus (issue 33 §1). The banner comes a moment after the page has loaded:
 * - to a visitor who has not started moving yet it takes the focus, as the library does (it is there before they can
 *   move);
 * - from a visitor who has (a key, a pointer, a focused element) it takes nothing: it appears, the focus stays where it
 *   is, and the page scrolls what gets the focus next clear of the banner;
 * - after the choice the focus goes back to the last place on the page it had, not to <body> (the library only goes
 *   back to where it was when the banner came, and to <body> when that was nothing).
 * The library's own focus calls go to one element of the banner (`.cm [tabindex="-1"]`, vanilla-cookieconsent 3);
 * while the banner must leave the focus alone, that element's focus() does nothing.
 */
export interface ConsentFocus {
  /** Notes from now on whether the visitor has started moving and where the focus was last on the page. */
  watch(): () => void;
  /** The library's onModalShow. */
  shown(modalName: string): void;
  /** The library's onModalHide. */
  hidden(modalName: string): void;
}

const BANNER_ROOT = '#cc-main';

export function createConsentFocus(doc: Document = document): ConsentFocus {
  let moved = false;
  let lastOnPage: HTMLElement | null = null;
  // Where the focus was on the page when the visitor pressed a button of the banner or the settings: the library's
  // own return to the element of the banner's start, while hiding, must not count as the visitor's place.
  let atChoice: HTMLElement | null = null;
  let undo: (() => void) | null = null;

  const inBanner = (element: Element | null) => Boolean(element?.closest(BANNER_ROOT));
  const onPage = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLElement && element !== doc.body && !inBanner(element);

  const noteFocus = (event: FocusEvent) => {
    if (onPage(event.target as Element | null)) lastOnPage = event.target as HTMLElement;
  };
  const noteMove = (event: Event) => {
    if (!inBanner(event.target as Element | null)) moved = true;
  };
  const noteChoice = (event: Event) => {
    if (inBanner(event.target as Element | null)) atChoice = lastOnPage;
  };

  function leaveFocusAlone() {
    const banner = doc.querySelector<HTMLElement>(`${BANNER_ROOT} .cm`);
    if (!banner) return;
    const targets = [...banner.querySelectorAll<HTMLElement>('[tabindex="-1"]')];
    for (const target of targets) target.focus = () => {};
    // Not modal for the page around it: the visitor works on there (the page is never disabled behind the banner).
    const modal = banner.getAttribute('aria-modal');
    banner.setAttribute('aria-modal', 'false');
    // Whatever gets the focus next is scrolled into the part of the page the banner leaves free.
    const root = doc.documentElement;
    const bottom = Number.parseFloat(getComputedStyle(banner).bottom) || 0;
    root.style.scrollPaddingBottom = `${banner.offsetHeight + bottom}px`;
    undo = () => {
      for (const target of targets) Reflect.deleteProperty(target, 'focus');
      if (modal === null) banner.removeAttribute('aria-modal');
      else banner.setAttribute('aria-modal', modal);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }

  return {
    watch() {
      if (onPage(doc.activeElement)) lastOnPage = doc.activeElement;
      doc.addEventListener('focusin', noteFocus, true);
      doc.addEventListener('keydown', noteMove, true);
      doc.addEventListener('pointerdown', noteMove, true);
      doc.addEventListener('click', noteChoice, true);
      return () => {
        doc.removeEventListener('click', noteChoice, true);
        doc.removeEventListener('focusin', noteFocus, true);
        doc.removeEventListener('keydown', noteMove, true);
        doc.removeEventListener('pointerdown', noteMove, true);
      };
    },
    shown(modalName) {
      if (modalName !== 'consentModal') return;
      if (onPage(doc.activeElement)) {
        moved = true;
        lastOnPage = doc.activeElement;
      }
      if (moved) leaveFocusAlone();
    },
    hidden(modalName) {
      if (modalName === 'consentModal') {
        undo?.();
        undo = null;
      }
      // Once nothing of the consent manager is open any more: back to the last place on the page.
      const root = doc.documentElement;
      if (root.classList.contains('show--consent') || root.classList.contains('show--preferences')) return;
      const place = atChoice ?? lastOnPage;
      atChoice = null;
      if (place?.isConnected && doc.activeElement !== place) place.focus({ preventScroll: true });
    },
  };
}
