import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';

const root = join(import.meta.dirname, '..', '..');
function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}
const files = [...cssFiles(join(root, 'src')), ...cssFiles(join(root, 'mocks'))];
const breakpointsCss = readFileSync(join(root, 'src', 'styles', 'breakpoints.css'), 'utf8');

describe('the spec’s breakpoints (xs 390 … xxl 1536)', () => {
  it('are the only widths media queries use, by name', () => {
    const raw = files
      .filter((file) => !file.endsWith(join('styles', 'breakpoints.css')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\((?:min|max)-width[^)]*\)[^{]*/g)].map(
          (m) => `${relative(root, file)}: ${m[0].trim()}`,
        ),
      );
    expect(raw).toEqual([]);
  });

  it('are defined once, with the values of the spec', () => {
    const defined = Object.fromEntries(
      [...breakpointsCss.matchAll(/@custom-media --(\w+) \(min-width: (\d+)px\)/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(defined).toEqual(BREAKPOINTS);
  });
});
