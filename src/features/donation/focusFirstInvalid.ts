/**
 * Focus on the first field that shows an error (a radio group's chosen or first radio, else the field's input), the
 * field scrolled into view with its label and message. Without such a field, nothing moves (a form-wide alert sits
 * beside the button already).
 */
export function focusFirstInvalid(formElement: HTMLFormElement | null) {
  const field = formElement?.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
  if (!field) return;
  const target = field.matches('input, textarea, select')
    ? field
    : field.querySelector<HTMLElement>('input:checked, input:not([type="hidden"]), textarea, select');
  target?.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}
