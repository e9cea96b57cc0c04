import { act, Suspense, use, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { prerendered } from '../test/prerendered';
import { Checkbox } from '../ui/Checkbox';
import { keepInputBeforeHydration, takeChosenInput } from './inputBeforeHydration';
import { useRadioChosenBeforeHydration } from './inputBeforeHydrationHooks';

/** A controlled form as the app's forms are: its state is what a submit would send. */
function Form() {
  const [project, setProject] = useState<string | null>(null);
  const [kind, setKind] = useState('einmalig');
  const [newsletter, setNewsletter] = useState(false);
  const projectGroup = useRef<HTMLDivElement>(null);
  const kindGroup = useRef<HTMLDivElement>(null);
  useRadioChosenBeforeHydration(projectGroup, setProject);
  useRadioChosenBeforeHydration(kindGroup, setKind);
  return (
    <form aria-label="Formular">
      <RadioGroup ref={projectGroup} value={project} onChange={setProject}>
        <Label>Projekt</Label>
        <Radio value="indonesien">Borneo</Radio>
        <Radio value="uganda">Uganda</Radio>
      </RadioGroup>
      <RadioGroup ref={kindGroup} value={kind} onChange={setKind}>
        <Label>Art</Label>
        <Radio value="abo">Monatlich</Radio>
        <Radio value="einmalig">Einmalig</Radio>
      </RadioGroup>
      <Checkbox name="newsletter" isSelected={newsletter} onChange={setNewsletter}>
        Newsletter
      </Checkbox>
      <output>{`${project}|${kind}|${newsletter}`}</output>
    </form>
  );
}

/** The form's prerendered HTML, as the page is before its scripts have run; `hydrate` tells what its state holds. */
function prerenderedForm() {
  const { container, hydrate } = prerendered(<Form />);
  const input = (value: string) => container.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
  const newsletter = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const state = async () => {
    await hydrate();
    return container.querySelector('output')?.textContent;
  };
  return { container, input, newsletter, state };
}

describe('radios and checkboxes clicked on a prerendered form before the app takes it over', () => {
  it('are still chosen, in the page and in the form’s state, after hydration', async () => {
    const { container, input, newsletter, state } = prerenderedForm();
    input('indonesien').click(); // before the app's script runs
    newsletter.click();
    keepInputBeforeHydration(container);
    input('uganda').click(); // while the page is being taken over: the last pick of a group counts
    input('abo').click();
    expect(await state()).toBe('uganda|abo|true');
    expect(input('uganda').checked).toBe(true);
    expect(input('indonesien').checked).toBe(false);
    expect(input('abo').checked).toBe(true);
    expect(newsletter.checked).toBe(true);
  });

  it('leave a box empty that was ticked and cleared again', async () => {
    const { container, newsletter, state } = prerenderedForm();
    keepInputBeforeHydration(container);
    newsletter.click();
    newsletter.click();
    expect(await state()).toBe('null|einmalig|false');
    expect(newsletter.checked).toBe(false);
  });

  it('leave a form alone that nobody touched', async () => {
    const { container, input, state } = prerenderedForm();
    keepInputBeforeHydration(container);
    expect(await state()).toBe('null|einmalig|false');
    expect(input('einmalig').checked).toBe(true);
  });
});

describe('a radio clicked after the app is ready, in a part that still waits for its code', () => {
  it('is chosen once that part is hydrated', async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    /** The browser's form waits for code (the donation form waits for Relay's) after the rest was hydrated. */
    function FormAfterItsCode() {
      use(code);
      return <Form />;
    }
    const { container, hydrate } = prerendered(
      <Suspense>
        <Form />
      </Suspense>,
    );
    keepInputBeforeHydration(container);
    await hydrate(
      <Suspense>
        <FormAfterItsCode />
      </Suspense>,
    );
    document.documentElement.dataset.app = 'ready';
    try {
      const abo = container.querySelector<HTMLInputElement>('input[value="abo"]')!;
      act(() => abo.click()); // still the server's HTML: React has no handler on it yet
      await act(async () => arrive());
      expect(container.querySelector('output')?.textContent).toBe('null|abo|false');
      expect(abo.checked).toBe(true);
    } finally {
      delete document.documentElement.dataset.app;
    }
  });
});

describe('keepInputBeforeHydration, for choices', () => {
  it('keeps radios and checkboxes only, each changed one, and hands each out once', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<input type="radio" name="a" value="1" checked><input type="radio" name="a" value="2">' +
      '<input type="checkbox" value="ja" checked><input type="checkbox" value="nein"><input type="text" value="">';
    const [first, second, ticked, untouched, text] = container.querySelectorAll('input');
    second.checked = true;
    ticked.checked = false;
    text.value = 'x';
    keepInputBeforeHydration(container);
    expect(takeChosenInput(second)).toBe(true);
    expect(takeChosenInput(second)).toBeUndefined();
    expect(takeChosenInput(first)).toBeUndefined(); // unchecked by its neighbour: the group's choice is `second`
    expect(takeChosenInput(ticked)).toBe(false);
    expect(takeChosenInput(untouched)).toBeUndefined();
    expect(takeChosenInput(text)).toBeUndefined();
  });
});
