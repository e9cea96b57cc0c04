import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Image } from '../ui/Image';
import { startAfterPaint, startAfterPaintSource } from './startAfterPaint';

/** The start tag as vite.prerender.ts writes it into a page. */
function startTag(entry = '/assets/index-a.js', modules = '/assets/react-b.js /assets/chunk-c.js') {
  const script = document.createElement('script');
  script.dataset.entry = entry;
  script.dataset.modules = modules;
  return script;
}

/** What the script puts into <head>, kept out of the document so happy-dom fetches nothing. */
function headAppends() {
  const added: HTMLElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLElement[])));
  return added;
}

const describeTag = (element: HTMLElement) =>
  element instanceof HTMLScriptElement
    ? `script ${element.type} ${new URL(element.src).pathname}`
    : `${(element as HTMLLinkElement).rel} ${new URL((element as HTMLLinkElement).href).pathname}`;

/** The page's first picture as src/ui/Image.tsx renders it with `priority`: 600 × 400 px in view. */
function picture({ complete = false } = {}) {
  const { container } = render(
    createElement(Image, { src: '/hero.svg', width: 1200, height: 800, alt: '', sizes: '100vw', priority: true }),
  );
  const img = container.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: complete });
  return img;
}

/**
 * A browser with Paint Timing and Largest Contentful Paint: the test reports the paints. The picture is in view
 * (600 × 400 px of it) unless `inView` is false (IntersectionObserver answers for it at once).
 */
function paintTiming({ inView = true } = {}) {
  const observers: { type: string; report: (entries: object[]) => void }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private callback: (list: { getEntries(): object[] }, observer: FakeObserver) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, report: (entries) => this.callback({ getEntries: () => entries }, this) });
    }
    disconnect() {
      observers.splice(0, observers.length);
    }
  }
  class FakeIntersectionObserver {
    constructor(private callback: (entries: object[]) => void) {}
    observe() {
      this.callback([{ isIntersecting: inView, intersectionRect: { width: inView ? 600 : 0, height: 400 } }]);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    paint: (name: string) => observers.filter((o) => o.type === 'paint').forEach((o) => o.report([{ name }])),
    largest: (element: Element, size: number) =>
      observers.filter((o) => o.type === 'largest-contentful-paint').forEach((o) => o.report([{ element, size }])),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the prerendered page’s start script, in a browser with paint timing', () => {
  it('asks for nothing before the first contentful paint is on screen, then for the entry and the modules it imports', () => {
    const paints = paintTiming();
    const added = headAppends();
    startAfterPaint(startTag());
    paints.paint('first-paint');
    expect(added).toEqual([]);
    paints.paint('first-contentful-paint');
    expect(added.map(describeTag)).toEqual([
      'modulepreload /assets/react-b.js',
      'modulepreload /assets/chunk-c.js',
      'script module /assets/index-a.js',
    ]);
    expect(added.every((element) => (element as HTMLScriptElement).crossOrigin === '')).toBe(true);
  });

  it('waits for the largest picture’s paint, not the first text’s', () => {
    const paints = paintTiming();
    const img = picture();
    const added = headAppends();
    startAfterPaint(startTag());
    paints.paint('first-contentful-paint');
    paints.largest(document.createElement('h1'), 50_000);
    expect(added).toEqual([]);
    paints.largest(img, 240_000);
    expect(added).toHaveLength(3);
  });

  it('once LCP will not report the picture (something as large was painted), waits for its load and a frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const paints = paintTiming();
    const img = picture();
    const added = headAppends();
    startAfterPaint(startTag());
    paints.largest(document.createElement('h1'), 240_000);
    vi.advanceTimersByTime(100);
    expect(added).toEqual([]);
    img.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(20);
    expect(added).toHaveLength(3);
  });

  it('once LCP will not report the picture (the reader scrolled), waits for its load and a frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    paintTiming();
    const img = picture();
    const added = headAppends();
    startAfterPaint(startTag());
    dispatchEvent(new Event('scroll'));
    img.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(20);
    expect(added).toHaveLength(3);
  });

  it('does not wait for a picture out of view (a reload further down the page), which is not painted', () => {
    const paints = paintTiming({ inView: false });
    picture();
    const added = headAppends();
    startAfterPaint(startTag());
    expect(added).toEqual([]);
    paints.paint('first-contentful-paint');
    expect(added).toHaveLength(3);
  });

  it('starts when the picture fails to load, which paints nothing', () => {
    paintTiming();
    const img = picture();
    const added = headAppends();
    startAfterPaint(startTag());
    img.dispatchEvent(new Event('error'));
    expect(added).toHaveLength(3);
  });

  it('does not wait longer than three seconds for a paint that is not reported', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    paintTiming();
    picture();
    const added = headAppends();
    startAfterPaint(startTag());
    vi.advanceTimersByTime(2999);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added).toHaveLength(3);
  });

  it('starts once, also when the tab is hidden after the paint', () => {
    const paints = paintTiming();
    const added = headAppends();
    startAfterPaint(startTag());
    paints.paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added).toHaveLength(3);
  });
});

describe('the start script elsewhere', () => {
  it('starts at once in a tab that is not shown, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const added = headAppends();
    startAfterPaint(startTag('/assets/index-a.js', ''));
    expect(added.map(describeTag)).toEqual(['script module /assets/index-a.js']);
  });

  it('without paint timing, starts after the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const added = headAppends();
    startAfterPaint(startTag());
    expect(added).toEqual([]);
    await vi.waitFor(() => expect(added).toHaveLength(3));
  });

  it('without paint timing, waits for the picture to load', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', undefined);
    const img = picture();
    const added = headAppends();
    startAfterPaint(startTag());
    vi.advanceTimersByTime(2000);
    expect(added).toEqual([]);
    img.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(20);
    expect(added).toHaveLength(3);
  });

  it('is written as a classic script that runs itself on its own tag', () => {
    const source = startAfterPaintSource();
    expect(source).not.toMatch(/^\s*(import|export)\b/m);
    const added = headAppends();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    // As the browser runs it: `document.currentScript` is the tag that loaded it.
    new Function('document', source)(
      new Proxy(document, {
        get: (target, key) => (key === 'currentScript' ? startTag() : Reflect.get(target, key, target)),
      }),
    );
    expect(added.map(describeTag)).toContain('script module /assets/index-a.js');
  });
});
