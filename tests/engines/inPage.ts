import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What a journey looks for, as a person names it: a role and its accessible name (like Playwright's getByRole), a
 * form field by its label, or a text. Resolved in the page by Testing Library's own queries (its UMD build, put into
 * each document once), so the accessible names are computed the same way in every engine.
 */
export interface Query {
  role?: string;
  name?: string | RegExp;
  level?: number;
  label?: string | RegExp;
  text?: string | RegExp;
  /** Only inside the first visible match of this query. */
  within?: Query;
}

/** What the page says about a query's first visible match (else its first match). */
export interface Probe {
  count: number;
  visible: boolean;
  text: string;
  value: string | null;
  checked: boolean | null;
  expanded: string | null;
  focused: boolean;
  /** The message of the app's error screen („Etwas ist schief gelaufen“), when the page shows it. */
  crash: string | null;
}

type Wire = Omit<Query, 'name' | 'label' | 'text' | 'within'> & {
  name?: string | { source: string; flags: string };
  label?: string | { source: string; flags: string };
  text?: string | { source: string; flags: string };
  within?: Wire;
};

/** A query as JSON: regular expressions travel as source and flags. */
export function toWire(query: Query): Wire {
  const pattern = (value?: string | RegExp) =>
    value instanceof RegExp ? { source: value.source, flags: value.flags } : value;
  return {
    ...query,
    name: pattern(query.name),
    label: pattern(query.label),
    text: pattern(query.text),
    within: query.within && toWire(query.within),
  };
}

const testingLibrary = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('@testing-library/dom')), '@testing-library', 'dom.umd.min.js'),
  'utf8',
);

/** The page's helpers under window.__engines; plain JavaScript, installed once per document. */
const HELPERS = `
const TL = window.TestingLibraryDom;
const pattern = (v) => (v && typeof v === 'object' ? new RegExp(v.source, v.flags) : v);
const visible = (el) => {
  if (!el.isConnected) return false;
  const box = el.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return el.checkVisibility ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : true;
};
const all = (q) => {
  let root = document.body;
  if (q.within) {
    root = all(q.within).find(visible);
    if (!root) return [];
  }
  if (q.role) return TL.queryAllByRole(root, q.role, { name: pattern(q.name), level: q.level });
  if (q.label) return TL.queryAllByLabelText(root, pattern(q.label));
  return TL.queryAllByText(root, pattern(q.text), { ignore: 'script, style' });
};
const pick = (q) => { const found = all(q); return found.find(visible) || found[0] || null; };
const crash = () => {
  const heading = [...document.querySelectorAll('h1, h2')].find((h) => h.textContent.trim() === 'Etwas ist schief gelaufen');
  if (!heading) return null;
  const details = heading.closest('section') && heading.closest('section').querySelector('pre');
  return details ? details.textContent.trim() : '(no details)';
};
const probe = (q) => {
  const found = all(q);
  const el = found.find(visible) || found[0];
  return {
    count: found.length,
    visible: Boolean(el && visible(el)),
    text: el ? el.textContent.replace(/\\s+/g, ' ').trim() : '',
    value: el && 'value' in el ? String(el.value) : null,
    checked: el && 'checked' in el ? el.checked : null,
    expanded: el ? el.getAttribute('aria-expanded') : null,
    focused: Boolean(el) && document.activeElement === el,
    crash: crash(),
  };
};
window.__engines = { pick, probe, crash };
`;

/** Installs Testing Library and the helpers (ui.ts sends it when a call finds a document without them). */
export const INSTALL = `if (!window.__engines) {\n${testingLibrary}\n;(function () {${HELPERS}})();\n}`;

/** What a call answers in a document without the helpers (a new page, or a frame not seen yet). */
export const MISSING = '__engines missing';
