import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holdEarlySubmits } from './holdEarlySubmits';

/** A form as the browser sends it; true when the browser would go on and load the form's address. */
function submit(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

function formIn(parent: HTMLElement) {
  const form = document.createElement('form');
  form.innerHTML = '<input name="password" type="password" value="geheim">';
  parent.append(form);
  return form;
}

let root: HTMLElement;
let stop: () => void;
beforeAll(() => {
  stop = holdEarlySubmits();
});
afterAll(() => stop());
// Another file in this worker may have left the app's mark on the shared document.
beforeEach(() => delete document.documentElement.dataset.app);
afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.app;
});

describe('a prerendered page’s forms before the app has taken over', () => {
  it('are not sent as plain HTML, which would put every field into the address', () => {
    root = Object.assign(document.createElement('div'), { id: 'root' });
    document.body.append(root);
    expect(submit(formIn(root))).toBe(false);
  });

  it('are left to the app once it is ready', () => {
    root = Object.assign(document.createElement('div'), { id: 'root' });
    document.body.append(root);
    document.documentElement.dataset.app = 'ready';
    expect(submit(formIn(root))).toBe(true);
  });

  it('are held while a page’s content still waits for the reader (its code has not taken it over)', () => {
    root = Object.assign(document.createElement('div'), { id: 'root' });
    document.body.append(root);
    document.documentElement.dataset.app = 'ready';
    document.documentElement.dataset.parts = 'waiting';
    expect(submit(formIn(root))).toBe(false);
    delete document.documentElement.dataset.parts;
    expect(submit(formIn(root))).toBe(true);
  });

  it('outside the app (the Twingle sandbox, a browser extension) are not touched', () => {
    expect(submit(formIn(document.body))).toBe(true);
  });
});
