import { isAppReady } from '../app/appReady';
import { partsWaiting } from './deferredHydration';

/**
 * What a visitor typed or chose on a prerendered page before the app took it over: text — or the browser's autofill —
 * in its fields, clicks on its radios and checkboxes. React's hydration sets every controlled field back to its state
 * (a typed e-mail became empty, a donor's „Uganda“ no project at all), so the input is kept here, by element
 * (hydration keeps the elements), and handed to the field, group or box once it is hydrated.
 */
const kept = new WeakMap<Element, string | boolean>();

/** Input types whose value is text the visitor typed. */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

const isTextField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type));

const isChoice = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');

const differsFromPage = (field: Element) =>
  (isTextField(field) && field.value !== field.defaultValue) ||
  (isChoice(field) && field.checked !== field.defaultChecked);

/**
 * Checking a radio unchecks the others of its group without an event of their own: the checked one is the choice, and
 * an unchecked radio says nothing (a visitor cannot clear a group).
 */
function keep(root: HTMLElement, field: EventTarget | null) {
  if (isTextField(field)) kept.set(field, field.value);
  else if (isChoice(field) && field.type === 'checkbox') kept.set(field, field.checked);
  else if (isChoice(field) && field.checked) {
    for (const other of root.querySelectorAll(`input[type="radio"][name="${CSS.escape(field.name)}"]`))
      kept.delete(other);
    kept.set(field, true);
  }
}

/**
 * Called before hydration: keeps what the fields under `root` hold beyond the prerendered page, and, from now on, what
 * is typed or clicked there until the app is ready and every part is hydrated (one after another; a deferred page's
 * content at the reader's first sign). Browsers fire
 * `input` for radios and checkboxes too.
 */
export function keepInputBeforeHydration(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (differsFromPage(field)) keep(root, field);
  }
  const record = (event: Event) => {
    // Once the app is ready and no part waits for the reader (deferredHydration.ts), every part is hydrated: each
    // field's own onChange has the input.
    if (isAppReady() && !partsWaiting()) return removeEventListener('input', record, { capture: true });
    if (event.target instanceof Node && root.contains(event.target)) keep(root, event.target);
  };
  // On the window, before anything else: React stops an input on a part it has not hydrated yet at the first element
  // it listens on (the root, or the body once a dialog or toast has been portalled there).
  addEventListener('input', record, { capture: true });
}

/** Handed out once: what is kept for `field`, if it is of the kind asked for. */
function take<T extends string | boolean>(field: Element | null, kind: 'string' | 'boolean'): T | undefined {
  const value = field ? kept.get(field) : undefined;
  if (typeof value !== kind) return undefined;
  kept.delete(field!);
  return value as T;
}

/** What was typed into this field before it was hydrated; handed out once. */
export const takeTypedInput = (field: Element | null) => take<string>(field, 'string');

/** What was chosen with this radio or checkbox before it was hydrated; handed out once. */
export const takeChosenInput = (field: Element | null) => take<boolean>(field, 'boolean');
