import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';
import { contrastPairs, parseTokens } from './tokens';

const root = join(import.meta.dirname, '..', '..');
const tokens = parseTokens(readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8'));

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('the design tokens (src/styles/tokens.css)', () => {
  it('meet WCAG AA for every text and background pair they declare (@auf): 4.5:1 for text, 3:1 for UI roles', () => {
    const pairs = contrastPairs(tokens);
    expect(pairs.length).toBeGreaterThan(50);
    const failing = pairs
      .filter((pair) => pair.ratio < pair.required)
      .map((p) => `${p.foreground} on ${p.background}: ${p.ratio.toFixed(2)}:1 < ${p.required}:1`);
    expect(failing).toEqual([]);
  });

  it('say for every text, icon, input-border and focus colour on which backgrounds it may sit', () => {
    const foregrounds = tokens.filter(
      (t) => /^--color-(text|icon|border-input|focus)/.test(t.name) && t.name !== '--color-text-disabled',
    );
    expect(foregrounds.filter((t) => t.on.length === 0).map((t) => t.name)).toEqual([]);
    const names = new Set(tokens.map((t) => t.name));
    const unknown = tokens.flatMap((t) => t.on.filter((bg) => !names.has(bg)).map((bg) => `${t.name} @auf ${bg}`));
    expect(unknown).toEqual([]);
  });

  it('draw one two-tone focus ring: a rule that sets the yellow outline uses --focus-ring and a second tone', () => {
    // The yellow alone is 1.8:1 on white; the dark inner ring (--focus-ring-halo) carries the contrast there.
    const files = [...cssFiles(join(root, 'src')), ...cssFiles(join(root, 'mocks'))].filter(
      // global.css draws the two tones in two rules (the inner ring not on dialogs and other focus holders).
      (file) => !file.endsWith('tokens.css') && !file.endsWith('global.css'),
    );
    const offending = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
        .filter(([, , body]) => /outline[\w-]*:[^;]*(--color-focus\b|--focus-ring\b)/.test(body))
        .filter(([, , body]) => /--color-focus\b/.test(body) || !/box-shadow:/.test(body))
        .map(([, selector]) => `${relative(root, file)}: ${selector.trim().replace(/\s+/g, ' ')}`),
    );
    expect(offending).toEqual([]);
  });

  it('each have a description, for Storybook’s „Grundlagen“ pages', () => {
    expect(tokens.filter((t) => !t.description).map((t) => t.name)).toEqual([]);
  });

  it('hold the breakpoints of src/styles/breakpoints.ts', () => {
    const defined = Object.fromEntries(
      tokens.filter((t) => t.name.startsWith('--breakpoint-')).map((t) => [t.name.slice(13), parseInt(t.value, 10)]),
    );
    expect(defined).toEqual(BREAKPOINTS);
  });

  it('define every custom property the CSS reads (or the file defines it itself)', () => {
    const defined = new Set(tokens.map((t) => t.name));
    const missing = [...cssFiles(join(root, 'src')), ...cssFiles(join(root, 'mocks'))].flatMap((file) => {
      const css = readFileSync(file, 'utf8');
      const local = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
      // Set by ModalHost's script.
      local.add('--visual-viewport-height');
      return [...css.matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1])
        .filter((name) => !defined.has(name) && !local.has(name))
        .map((name) => `${relative(root, file)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
