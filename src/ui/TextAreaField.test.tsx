import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

const field = <TextAreaField label="Nachricht" name="message" value="" onChange={() => {}} />;

describe('TextAreaField', () => {
  it('writes no type attribute on the server, where react-aria has no ref to tell it is a textarea', () => {
    const html = renderToString(field);
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(html).not.toMatch(/<textarea[^>]*\stype=/);
  });

  it('keeps the field’s props in the browser: name, label and ref', () => {
    const { getByRole } = render(field);
    const textarea = getByRole('textbox', { name: 'Nachricht' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('name')).toBe('message');
    expect(textarea.hasAttribute('type')).toBe(false);
  });
});
