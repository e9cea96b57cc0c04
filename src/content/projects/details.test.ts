import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECTS } from '../projects';
import { PROJECT_DETAILS } from './allDetails';
import { loadedProjectDetails, loadProjectDetails } from './details';

describe('project details', () => {
  it('extend each project’s summary, in the same order', () => {
    expect(PROJECT_DETAILS.map((p) => p.id)).toEqual(PROJECTS.map((p) => p.id));
    PROJECT_DETAILS.forEach((details, i) => expect(details).toMatchObject(PROJECTS[i]));
  });

  it('load on demand, once per project', async () => {
    for (const project of PROJECT_DETAILS) {
      const promise = loadProjectDetails(project.id);
      expect(loadProjectDetails(project.id)).toBe(promise);
      expect(await promise).toBe(project);
      expect(loadedProjectDetails(project.id)).toBe(project);
    }
  });
});

// vitest runs from the repository root (happy-dom gives import.meta.url no file path).
const SRC = join(process.cwd(), 'src');

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Our modules the file loads with it: its static imports, followed (type-only and dynamic imports load nothing). */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
    const target = resolveModule(file, match[1]);
    if (target) staticImports(target, seen);
  }
  return seen;
}

/**
 * Issue 26's budgets: a project's long content is fetched by its own page only. These pages show teasers, donate to
 * a project or choose its content by address: they must not carry any project's content with their code.
 */
it.each([
  'routes/start/StartPage.tsx',
  'routes/projects/ProjectsPage.tsx',
  'routes/project/ProjectDonatePage.tsx',
  'routes/project/ProjectPage.tsx',
])('%s loads no project’s content with its code', (page) => {
  const loaded = [...staticImports(join(SRC, page))].map((file) => relative(SRC, file));
  expect(loaded).toContain('content/projects.ts');
  expect(loaded.filter((file) => /^content\/projects\/\w*Details\.ts$/.test(file))).toEqual([]);
});
