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
 * Whether React has taken this element over: hydration puts its props on the element itself (react-dom's
 * `__reactProps$…` key, the same since React 17). Until then React has no handler for the element, and an input there
 * would be set back when its part is hydrated. Own keys only: an element has few, its prototype chain hundreds.
 */
const hydrated = (element: EventTarget) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Called before hydration: keeps what the fields under `root` hold beyond the prerendered page, and, from now on, what
 * is typed or clicked into a field React has not hydrated yet. That is not only before the app is ready: a part
 * hydrated at the reader's first sign can still hold a Suspense boundary of its own that waits for its code or data
 * (the donation form waits for Relay's), and its HTML stays as it was meanwhile (stop 37's CI: „Wunschabo“ clicked
 * there went back to „Einmalige Spende“). A field React has hydrated has its own onChange. Browsers fire `input` for
 * radios and checkboxes too.
 */
export function keepInputBeforeHydration(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (differsFromPage(field)) keep(root, field);
  }
  // On the window, before anything else: React stops an input on a part it has not hydrated yet at the first element
  // it listens on (the root, or the body once a dialog or toast has been portalled there).
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (field instanceof Node && root.contains(field) && !hydrated(field)) keep(root, field);
    },
    { capture: true },
  );
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
