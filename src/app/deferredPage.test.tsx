import { act, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferUntilReader, untilReader } from '../ssr/deferredHydration';
import { keepInputBeforeHydration, useTypedBeforeHydration } from '../ssr/inputBeforeHydration';
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
  const lazy = deferredPage(loadPage);
  const { Component } = await lazy();
  return Component!;
}

/** The reader's first sign: the pointer moves over the page; then the page's code arrives and is hydrated. */
const sign = () =>
  act(async () => {
    window.dispatchEvent(new Event('pointermove'));
    await untilReader();
    // The code's promise chain settles in the microtasks after the sign: one task later it has.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => delete html.dataset.reader);
// No test leaves the app waiting for a reader: other tests share this module's state.
afterEach(() => sign());

describe('a deferred page taken over from its prerendered HTML', () => {
  it('keeps its HTML without fetching its code until the reader’s first sign, then is the app’s', async () => {
    const Server = await serverPage();
    const load = vi.fn(loadPage);
    const { container, hydrate } = prerendered(<Server />);
    deferUntilReader();
    const { Component: Browser } = await deferredPage(load)();
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
    const { Component: Browser } = await deferredPage(loadPage)();
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
    const { Component } = await deferredPage(load)();
    expect(load).toHaveBeenCalledTimes(1);
    const { container, hydrate } = prerendered(<Component />);
    await hydrate();
    expect(container.querySelector('button')?.textContent).toBe('Gezählt: 0');
    expect(html.dataset.parts).toBeUndefined();
  });
});
