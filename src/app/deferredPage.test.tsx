import { act, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferUntilReader } from '../ssr/deferredHydration';
import { keepInputBeforeHydration } from '../ssr/inputBeforeHydration';
import { useTypedBeforeHydration } from '../ssr/inputBeforeHydrationHooks';
import { prerendered } from '../test/prerendered';
import { deferredPage } from './deferredPage';

/** A page with a counter and a field, as the donor journey's pages have buttons and fields. */
function Page() {
  const [count, setCount] = useState(0);
  const [name, setName] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setName);
  return (
    <section>
      <button type="button" onClick={() => setCount((c) => c + 1)}>{`Gezählt: ${count}`}</button>
      <input ref={field} aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </section>
  );
}

const loadPage = () => Promise.resolve({ Component: Page });
const html = document.documentElement;

/** The page as the server wrote it: its code loaded first, as the prerenderer (no reader to wait for) does. */
async function serverPage() {
  return browserPage(loadPage);
}

/** The page's component as its route's `lazy` gives it. */
async function browserPage(load: typeof loadPage) {
  const { Component } = await deferredPage('Testseite', load)();
  if (!Component) throw new Error('no component');
  return Component;
}

/** The reader's first sign: the pointer moves over the page; then its code arrives and the page is hydrated. */
async function sign() {
  await act(async () => void window.dispatchEvent(new Event('pointermove')));
  // React takes the page over in tasks of its own once the code is there: flush them until it has (or give up).
  for (let turn = 0; turn < 50 && html.dataset.parts === 'waiting'; turn++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => delete html.dataset.reader);
// No test leaves the app waiting for a reader: other tests share this module's state.
afterEach(() => sign());

describe('a deferred page taken over from its prerendered HTML', () => {
  it('keeps its HTML without fetching its code until the reader’s first sign, then is the app’s', async () => {
    const Server = await serverPage();
    const load = vi.fn(loadPage);
    const { container, hydrate } = prerendered(<Server />);
    deferUntilReader();
    const Browser = await browserPage(load);
    const button = container.querySelector('button')!;

    await hydrate(<Browser />);
    expect(load).not.toHaveBeenCalled();
    expect(html.dataset.parts).toBe('waiting');
    await act(async () => button.click());
    expect(button.textContent).toBe('Gezählt: 0'); // plain HTML still

    await sign();
    expect(load).toHaveBeenCalledTimes(1);
    expect(html.dataset.parts).toBeUndefined();
    await act(async () => button.click());
    expect(container.querySelector('button')).toBe(button); // hydrated, not drawn anew
    expect(button.textContent).toBe('Gezählt: 1');
  });

  it('hands what was typed before its code came to the field once it is hydrated', async () => {
    const Server = await serverPage();
    const { container, hydrate } = prerendered(<Server />);
    keepInputBeforeHydration(container);
    deferUntilReader();
    const Browser = await browserPage(loadPage);
    await hydrate(<Browser />);

    const field = container.querySelector('input')!;
    // Input on a part React has not hydrated makes it try to hydrate that part first.
    await act(async () => {
      field.value = 'Lena';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await sign();
    expect(container.querySelector('output')?.textContent).toBe('Lena');
  });
  it('loads its code with the route when nothing is taken over (navigation, a page drawn anew)', async () => {
    const load = vi.fn(loadPage);
    const Component = await browserPage(load);
    expect(load).toHaveBeenCalledTimes(1);
    const { container, hydrate } = prerendered(<Component />);
    await hydrate();
    expect(container.querySelector('button')?.textContent).toBe('Gezählt: 0');
    expect(html.dataset.parts).toBeUndefined();
  });
});
