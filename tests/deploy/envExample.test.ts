/**
 * .env.example lists every setting the code reads, and nothing that nothing reads (issue 41). The code is scanned, not
 * a list kept by hand: a new `process.env.X` (or `env.X` on a settings object, `import.meta.env.VITE_X`, a 'VITE_X'
 * name handed to `import.meta.env[…]`) anywhere in server/, src/, mocks/, tests/, .storybook/ or the root's Vite,
 * vitest and Playwright configs fails this test until .env.example names it with a comment.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const SOURCE_DIRS = ['server', 'src', 'mocks', 'tests', '.storybook'];
const ROOT_FILES = /^(vite|vitest|playwright)\b[\w.-]*\.(ts|mts|js|mjs)$/;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', '__generated__']);

/** Vite's own flags on import.meta.env, and the operating system's PATH: not the project's settings. */
const NOT_SETTINGS = new Set(['MODE', 'PROD', 'DEV', 'SSR', 'BASE_URL', 'PATH']);

/** A read, not a write: `env.X = …` and `env.X ??= …` (a default the code sets for a library) do not count. */
const NOT_A_WRITE = String.raw`(?!\s*(?:\?\?|\|\|)?=(?!=))`;
const READS = [
  new RegExp(String.raw`\benv\??\.([A-Z][A-Z0-9_]*)\b` + NOT_A_WRITE, 'g'),
  new RegExp(String.raw`\benv\[\s*['"\x60]([A-Z][A-Z0-9_]*)['"\x60]\s*\]` + NOT_A_WRITE, 'g'),
  // Vite hands VITE_* settings to the app; a name in quotes is looked up in import.meta.env (twingleWidgetUrl.ts).
  /['"`](VITE_[A-Z0-9_]+)['"`]/g,
];

function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : codeFiles(path);
    return CODE.test(entry.name) && path !== self ? [path] : [];
  });
}

/** Setting → the files that read it. */
function settingsTheCodeReads(): Map<string, string[]> {
  const files = [
    ...SOURCE_DIRS.flatMap(codeFiles),
    ...readdirSync(root).filter((name) => ROOT_FILES.test(name)),
  ].sort();
  const readers = new Map<string, string[]>();
  for (const file of files) {
    const text = read(file);
    for (const pattern of READS) {
      for (const [, name] of text.matchAll(pattern)) {
        if (NOT_SETTINGS.has(name)) continue;
        const list = readers.get(name) ?? [];
        if (!list.includes(file)) list.push(file);
        readers.set(name, list);
      }
    }
  }
  return readers;
}

/** Settings only the deployment files read: compose.yaml's ${X} and the Dockerfile's ARG X. */
function settingsTheDeploymentReads(): Set<string> {
  return new Set([
    ...[...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)(:?-[^}]*)?\}/g)].map((m) => m[1]),
    ...[...read('Dockerfile').matchAll(/^ARG ([A-Z][A-Z0-9_]*)/gm)].map((m) => m[1]),
  ]);
}

const SETTING_LINE = /^#?\s*([A-Z][A-Z0-9_]*)=/;
const exampleLines = read('.env.example').split('\n');
/** KEY=… and `# KEY=…` lines: set, or documented as optional (as tests/deploy/deployment.test.ts reads them). */
const documented = new Set(exampleLines.flatMap((line) => SETTING_LINE.exec(line)?.[1] ?? []));

describe('.env.example', () => {
  const readers = settingsTheCodeReads();

  it('names every setting the code reads', () => {
    const missing = [...readers]
      .filter(([name]) => !documented.has(name))
      .map(([name, files]) => `${name} (read in ${files.join(', ')})`);
    expect(missing, 'settings the code reads that .env.example does not name (add each with a comment)').toEqual([]);
  });

  it('names no setting that nothing reads', () => {
    const deployment = settingsTheDeploymentReads();
    const unread = [...documented].filter((name) => !readers.has(name) && !deployment.has(name));
    expect(unread, 'settings .env.example names that no code, compose.yaml or Dockerfile reads').toEqual([]);
  });

  it('says in a comment what each setting is for', () => {
    const uncommented = exampleLines.flatMap((line, index) => {
      const name = SETTING_LINE.exec(line)?.[1];
      if (!name) return [];
      // Settings on consecutive lines may share the comment above the first of them.
      let above = index - 1;
      while (above >= 0 && SETTING_LINE.test(exampleLines[above])) above -= 1;
      const comment = exampleLines[above] ?? '';
      return comment.startsWith('#') && !comment.startsWith('# ──') ? [] : [name];
    });
    expect(uncommented).toEqual([]);
  });
});
