import { useEffect, type RefObject } from 'react';

/**
 * Radios and checkboxes a visitor clicked on a prerendered page before the app took it over. Hydration sets each
 * controlled one back to its state (a donor's „Uganda“ became no project at all), so the choice is kept here, by
 * element (hydration keeps the elements), and handed to the group or box once it is hydrated.
 */
const chosen = new WeakMap<Element, boolean>();

const isChoice = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');

/**
 * Checking a radio unchecks the others of its group without an event of their own: the checked one is the choice, and
 * an unchecked radio says nothing (a visitor cannot clear a group).
 */
function remember(root: HTMLElement, field: HTMLInputElement) {
  if (field.type === 'checkbox') return chosen.set(field, field.checked);
  if (!field.checked) return;
  for (const other of root.querySelectorAll(`input[type="radio"][name="${CSS.escape(field.name)}"]`)) chosen.delete(other);
  chosen.set(field, true);
}

/**
 * Called before hydration: keeps the radios and checkboxes under `root` that differ from the prerendered page, and,
 * from now on, each one clicked until the app is ready (the page's parts are hydrated one after another).
 */
export function keepChosenInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input')) {
    if (isChoice(field) && field.checked !== field.defaultChecked) remember(root, field);
  }
  const record = (event: Event) => {
    // Once the app is ready every group is hydrated: its own onChange has the choice.
    if (document.documentElement.dataset.app === 'ready') return root.removeEventListener('change', record, { capture: true });
    if (isChoice(event.target)) remember(root, event.target);
  };
  root.addEventListener('change', record, { capture: true });
}

/** What was chosen with this radio or checkbox before it was hydrated; handed out once. */
export function takeChosenInput(field: Element): boolean | undefined {
  const value = chosen.get(field);
  chosen.delete(field);
  return value;
}

/** For a controlled radio group: once hydrated, the radio picked in it before is passed to `onChange`. */
export function useRadioChosenBeforeHydration(group: RefObject<HTMLElement | null>, onChange: (value: string) => void): void {
  useEffect(() => {
    const radios = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];
    const picked = [...radios].filter((radio) => takeChosenInput(radio)).at(-1);
    if (picked) onChange(picked.value);
    // Once, when the group is first there: later choices come through onChange itself.
  }, []);
}

/** For a controlled checkbox: once hydrated, a tick set or cleared before is passed to `onChange`. */
export function useCheckboxChosenBeforeHydration(box: RefObject<HTMLInputElement | null>, onChange: (isSelected: boolean) => void): void {
  useEffect(() => {
    const value = box.current ? takeChosenInput(box.current) : undefined;
    if (value !== undefined) onChange(value);
    // Once, when the box is first there: later clicks come through onChange itself.
  }, []);
}
