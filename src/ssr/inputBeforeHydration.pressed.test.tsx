import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TreePresets } from '../features/donation/TreePresets';
import { prerendered } from '../test/prerendered';
import { noteEarlyPresses } from './noteEarlyPresses';

/** The one-time amount with its tree presets, as the donation form holds it. */
function Amount() {
  const [amount, setAmount] = useState<number | null>(25);
  return (
    <>
      <TreePresets amount={amount} onChoose={setAmount} />
      <output>{amount}</output>
    </>
  );
}

const preset = (container: HTMLElement, label: RegExp) =>
  [...container.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;

let stop = () => {};
afterEach(() => stop());

/** The presets' prerendered HTML in the page's #root, with the page's classic script listening as after first paint. */
function prerenderedPresets() {
  const page = prerendered(<Amount />);
  page.container.id = 'root';
  stop = noteEarlyPresses();
  return page;
}

describe('a tree preset tapped on the prerendered page before the app takes it over', () => {
  it('counts once hydrated: the amount and the pressed preset follow the last tap', async () => {
    const { container, hydrate } = prerenderedPresets();
    preset(container, /^10 Bäume/).click();
    preset(container, /^25 Bäume/).click();
    await hydrate();
    expect(container.querySelector('output')?.textContent).toBe('125');
    expect(preset(container, /^25 Bäume/).getAttribute('aria-pressed')).toBe('true');
    expect(preset(container, /^5 Bäume/).getAttribute('aria-pressed')).toBe('false');
  });

  it('is replayed once only: a later tap after hydration is the form’s own', async () => {
    const { container, hydrate } = prerenderedPresets();
    preset(container, /^10 Bäume/).click();
    await hydrate();
    expect(container.querySelector('output')?.textContent).toBe('50');
    act(() => preset(container, /^1 Baum/).click());
    expect(container.querySelector('output')?.textContent).toBe('5');
  });

  it('is not taken for a button outside the page’s root (a dialog portalled to the body)', async () => {
    const { container, hydrate } = prerenderedPresets();
    container.id = '';
    preset(container, /^10 Bäume/).click();
    await hydrate();
    expect(container.querySelector('output')?.textContent).toBe('25');
  });
});
