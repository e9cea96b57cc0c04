import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGES } from '../../content/routes';
import { PREFETCH_MARGIN, prefetchNearLinks } from './prefetchNearLinks';

/** An IntersectionObserver the test moves: `show(link)` brings a link within the margin. */
function nearness() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    watched = new Set<Element>();
    constructor(
      private callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
      public options: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
    }
    report(target: Element) {
      if (this.watched.has(target)) this.callback([{ isIntersecting: true, target }]);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    show: (link: Element) => observers.forEach((observer) => observer.report(link)),
  };
}

const page = (internal: string) => PAGES.find((p) => p.internal === internal)!;
function routes() {
  const lazy = { imprint: vi.fn(async () => ({})), profile: vi.fn(async () => ({})) };
  const table: RouteObject[] = [
    { id: '/legal/imprint', path: '/impressum', handle: { page: page('/legal/imprint') }, lazy: lazy.imprint },
    {
      id: '/user/profile',
      path: '/mein-klimahain/profil',
      handle: { page: page('/user/profile') },
      lazy: lazy.profile,
    },
  ];
  return { table, lazy };
}

function link(href: string) {
  const a = document.createElement('a');
  a.href = href;
  document.body.append(a);
  return a;
}

const flush = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

// Each test's page has had no reader yet (the mark lives on <html>, which the tests share).
beforeEach(() => delete document.documentElement.dataset.reader);

describe('links to public pages are prefetched near the viewport (spec §9)', () => {
  it('watches with a 200 px margin from the first sign of a reader, and loads a public page’s code once', async () => {
    const { observers, show } = nearness();
    const { table, lazy } = routes();
    const imprint = link('/impressum');
    const stop = prefetchNearLinks(table);

    show(imprint);
    expect(lazy.imprint).not.toHaveBeenCalled(); // nobody there yet: the load fetches only its own page

    window.dispatchEvent(new Event('pointermove'));
    expect(observers[0].options.rootMargin).toBe(PREFETCH_MARGIN);
    show(imprint);
    const again = link('/impressum');
    await flush(); // the MutationObserver reports the new link
    show(again);
    expect(lazy.imprint).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never prefetches an account page, another site or a link not near the viewport', async () => {
    const { show } = nearness();
    const { table, lazy } = routes();
    const profile = link('/mein-klimahain/profil');
    const outside = link('https://example.org/impressum');
    link('/impressum'); // never comes near
    const stop = prefetchNearLinks(table);
    window.dispatchEvent(new Event('scroll'));
    show(profile);
    show(outside);
    expect(lazy.profile).not.toHaveBeenCalled();
    expect(lazy.imprint).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing on a connection that saves data', () => {
    const { observers } = nearness();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchNearLinks(routes().table)();
    window.dispatchEvent(new Event('scroll'));
    expect(observers).toEqual([]);
  });
});
