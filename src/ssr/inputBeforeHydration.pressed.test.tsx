import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
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

/** The presets' prerendered HTML, with the page's classic script listening as after the first paint. */
function prerenderedPresets() {
  const page = prerendered(<Amount />);
  noteEarlyPresses();
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
});
