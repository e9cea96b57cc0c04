import { useEffect, type RefObject } from 'react';

/**
 * Text a visitor typed — or the browser's autofill put — into a prerendered page's fields before the app took the
 * page over. React's hydration sets every controlled field back to its state (empty), so the text is kept here,
 * by field element (hydration keeps the elements), and handed to the field once it is hydrated.
 */
const typed = new WeakMap<Element, string>();

/** Input types whose value is text the visitor typed. */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

const isTextField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type));

/**
 * Called before hydration: keeps what the fields under `root` hold beyond their prerendered value, and, from now on,
 * what is typed into them until each is hydrated (the page's parts are hydrated one after another).
 */
export function keepTypedInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  const record = (event: Event) => {
    // Once the app is ready every field is hydrated: its own onChange has the text.
    if (document.documentElement.dataset.app === 'ready') return root.removeEventListener('input', record, { capture: true });
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  root.addEventListener('input', record, { capture: true });
}

/** What was typed into this field before it was hydrated; handed out once. */
export function takeTypedInput(field: Element | null): string | undefined {
  if (!field) return undefined;
  const value = typed.get(field);
  typed.delete(field);
  return value;
}

/**
 * For a controlled field: once it is hydrated, text typed into it before is passed to `onChange`, as if typed now.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, onChange: (value: string) => void): void {
  useEffect(() => {
    const value = takeTypedInput(field.current);
    if (value !== undefined) onChange(value);
    // Once, when the field is first there: later changes come through onChange itself.
  }, []);
}
