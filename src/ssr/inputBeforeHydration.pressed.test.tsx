import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TreePresets } from '../features/donation/TreePresets';
import { prerendered } from '../test/prerendered';
import { keepInputBeforeHydration } from './inputBeforeHydration';
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

describe('a tree preset tapped on the prerendered page before the app takes it over', () => {
  it('counts once hydrated: the amount and the pressed preset follow the last tap', async () => {
    const { container, hydrate } = prerendered(<Amount />);
    keepInputBeforeHydration(container);
    preset(container, /^10 Bäume/).click();
    preset(container, /^25 Bäume/).click();
    await hydrate();
    expect(container.querySelector('output')?.textContent).toBe('125');
    expect(preset(container, /^25 Bäume/).getAttribute('aria-pressed')).toBe('true');
    expect(preset(container, /^5 Bäume/).getAttribute('aria-pressed')).toBe('false');
  });

  it('is replayed once only: a later tap after hydration is the form’s own', async () => {
    const { container, hydrate } = prerendered(<Amount />);
    keepInputBeforeHydration(container);
    preset(container, /^10 Bäume/).click();
    await hydrate();
    expect(container.querySelector('output')?.textContent).toBe('50');
    act(() => preset(container, /^1 Baum/).click());
    expect(container.querySelector('output')?.textContent).toBe('5');
  });

  it('counts when it came before the app’s code was there, noted by the page’s own script', async () => {
    const { container, hydrate } = prerendered(<Amount />);
    container.id = 'root';
    noteEarlyPresses(); // the classic script, right after the first paint
    preset(container, /^10 Bäume/).click();
    keepInputBeforeHydration(container); // the app's entry
    await hydrate();
    expect(container.querySelector('output')?.textContent).toBe('50');
  });
});
