import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES_WITHOUT_ARIA } from './pageRoutes';

/**
 * The pages that load without AriaRouter must not use react-aria: its components would speak the browser's language
 * (English hidden labels) and their links would load whole pages instead of navigating in the app. Follows each page
 * module's static imports through our own files, except those the entry loads anyway (the shell renders no react-aria;
 * its toast queue is a plain class). Dynamic imports are lazy parts, which bring AriaRouter themselves.
 */
const ROUTES_DIR = __dirname;
const REACT_ARIA =
  /^(react-aria|react-aria-components|react-stately|@react-aria\/|@react-stately\/|@internationalized\/)/;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (/\.(tsx?)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package the module imports at load time, through our own modules (type-only imports excluded). */
function packagesImportedBy(file: string, seen = new Set<string>(), files = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  files.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
    const specifier = match[1];
    if (!specifier.startsWith('.')) {
      packages.add(specifier);
      continue;
    }
    const target = resolveModule(file, specifier);
    if (target) for (const name of packagesImportedBy(target, seen, files)) packages.add(name);
  }
  return packages;
}

/** The module file behind a page's route, read from the route table's `import('./…')`. */
function pageModule(internal: string): string {
  const table = readFileSync(join(ROUTES_DIR, 'pageModules.tsx'), 'utf8');
  const escaped = internal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = table.match(
    new RegExp(`'${escaped}': async \\(\\) => \\(\\{ Component: \\(await import\\('([^']+)'\\)\\)`),
  );
  if (!match) throw new Error(`No module found for ${internal}`);
  return resolveModule(join(ROUTES_DIR, 'pageModules.tsx'), match[1])!;
}

/** Our modules the entry (src/main.tsx) loads. */
const entryFiles = new Set<string>();
packagesImportedBy(resolve(ROUTES_DIR, '../main.tsx'), new Set(), entryFiles);

/** What the page's module adds to the entry's packages. */
const pagePackages = (internal: string) => [...packagesImportedBy(pageModule(internal), new Set(entryFiles))];

describe('pages without AriaRouter', () => {
  it.each([...PAGES_WITHOUT_ARIA])('%s imports no react-aria', (internal) => {
    const packages = pagePackages(internal);
    expect(packages).toContain('react-router-dom');
    expect(packages.filter((name) => REACT_ARIA.test(name))).toEqual([]);
  });

  it('would notice a page that does use react-aria', () => {
    const packages = pagePackages('/contact');
    expect(packages.some((name) => REACT_ARIA.test(name))).toBe(true);
  });
});

describe('the route table and the page modules', () => {
  it('have a component for every page and no component without a page', async () => {
    const { BUILT } = await import('./pageModules');
    const { ROUTES } = await import('../content/routeTable');
    expect(Object.keys(BUILT).sort()).toEqual(ROUTES.map((route) => route.internal).sort());
  });
});
