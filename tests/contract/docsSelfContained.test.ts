/**
 * A clone of the repository is all a new engineer has: README.md and docs/ name no file outside it, and every
 * relative link they make (with its #heading) leads somewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);
const text = (path: string) => readFileSync(join(root, path), 'utf8');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (path: string) =>
  new Set([...text(path).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1].replace(/`/g, ''))));

describe('README.md and docs/ stand on their own', () => {
  it('mention no path outside the repository', () => {
    const outside = documents.flatMap((path) =>
      [...text(path).matchAll(/(?:\.\.\/)+[\w./-]+|\/work\/[\w./-]+/g)]
        .map((m) => m[0])
        .filter(
          (target) =>
            relative(root, normalize(join(root, dirname(path), target))).startsWith('..') ||
            target.startsWith('/work/'),
        )
        .map((target) => `${path}: ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it('link only to files that exist and headings that are there', () => {
    const broken: string[] = [];
    for (const path of documents) {
      for (const [, target] of text(path).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [file, anchor] = target.split('#');
        const linked = file ? normalize(join(dirname(path), file)) : path;
        if (!existsSync(join(root, linked))) broken.push(`${path}: ${target}`);
        else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(`${path}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cover the product, the architecture, the stack and the deployment', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['docs/product.md', 'docs/architecture.md', 'docs/stack.md', 'docs/deployment.md']),
    );
  });
});
