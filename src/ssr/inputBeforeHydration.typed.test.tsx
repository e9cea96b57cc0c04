import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { prerendered } from '../test/prerendered';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { keepInputBeforeHydration, takeTypedInput } from './inputBeforeHydration';

/** A controlled form as the app's forms are: its state is what a submit would send. */
function Form() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  return (
    <form aria-label="Formular">
      <TextField label="E-Mail-Adresse" name="email" type="email" value={email} onChange={setEmail} />
      <TextAreaField label="Nachricht" name="message" value={message} onChange={setMessage} />
      <output>{`${email}|${message}`}</output>
    </form>
  );
}

/** The form's prerendered HTML, as the page is before its scripts have run. */
function prerenderedForm() {
  const { container, hydrate } = prerendered(<Form />);
  const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
  const message = container.querySelector<HTMLTextAreaElement>('textarea')!;
  return { container, email, message, hydrate };
}

/** What the browser does when a visitor types into a field. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('text typed into a prerendered form before the app takes it over', () => {
  it('is still in the fields and in the form’s state after hydration', async () => {
    const { container, email, message, hydrate } = prerenderedForm();
    email.value = 'ada@example.org'; // as the browser's autofill leaves it, before the app's script runs
    keepInputBeforeHydration(container);
    type(message, 'Hallo Klimahain'); // typed while the page is being taken over
    await hydrate();
    expect(email.value).toBe('ada@example.org');
    expect(message.value).toBe('Hallo Klimahain');
    expect(container.querySelector('output')?.textContent).toBe('ada@example.org|Hallo Klimahain');
  });

  it('leaves fields alone that nobody touched', async () => {
    const { container, email, hydrate } = prerenderedForm();
    keepInputBeforeHydration(container);
    await hydrate();
    expect(email.value).toBe('');
    expect(container.querySelector('output')?.textContent).toBe('|');
  });
});

describe('keepInputBeforeHydration, for text', () => {
  it('keeps text fields only, and hands each value out once', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<input type="email" value=""><input type="checkbox" value="ja"><input type="hidden" value=""><input type="text" value="vorher">';
    const [email, checkbox, hidden, unchanged] = container.querySelectorAll('input');
    email.value = 'a@b.de';
    checkbox.checked = true;
    hidden.value = 'x';
    keepInputBeforeHydration(container);
    expect(takeTypedInput(email)).toBe('a@b.de');
    expect(takeTypedInput(email)).toBeUndefined();
    expect(takeTypedInput(checkbox)).toBeUndefined();
    expect(takeTypedInput(hidden)).toBeUndefined();
    expect(takeTypedInput(unchanged)).toBeUndefined();
  });
});
