import { afterEach, describe, expect, it, vi } from 'vitest';
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
  element instanceof HTMLScriptElement ? `script ${element.type} ${new URL(element.src).pathname}` : `${(element as HTMLLinkElement).rel} ${new URL((element as HTMLLinkElement).href).pathname}`;

afterEach(() => vi.restoreAllMocks());

describe('the prerendered page’s start script', () => {
  it('asks for nothing before the first frame, then for the entry and, alongside, the modules it imports', async () => {
    const added = headAppends();
    startAfterPaint(startTag());
    expect(added).toEqual([]);
    await vi.waitFor(() => expect(added).toHaveLength(3));
    expect(added.map(describeTag)).toEqual(['modulepreload /assets/react-b.js', 'modulepreload /assets/chunk-c.js', 'script module /assets/index-a.js']);
    expect(added.every((element) => (element as HTMLScriptElement).crossOrigin === '')).toBe(true);
  });

  it('starts at once in a tab that is not shown, which draws no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const added = headAppends();
    startAfterPaint(startTag('/assets/index-a.js', ''));
    expect(added.map(describeTag)).toEqual(['script module /assets/index-a.js']);
  });

  it('starts once, when the tab is hidden before the frame comes', async () => {
    const added = headAppends();
    startAfterPaint(startTag());
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added).toHaveLength(3);
    // The frame's own start finds the app asked for already.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toHaveLength(3);
  });

  it('is written as a classic script that runs itself on its own tag', () => {
    const source = startAfterPaintSource();
    expect(source).not.toMatch(/^\s*(import|export)\b/m);
    const added = headAppends();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    // As the browser runs it: `document.currentScript` is the tag that loaded it.
    new Function('document', source)(new Proxy(document, { get: (target, key) => (key === 'currentScript' ? startTag() : Reflect.get(target, key, target)) }));
    expect(added.map(describeTag)).toContain('script module /assets/index-a.js');
  });
});
