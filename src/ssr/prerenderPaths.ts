import { PAGES, type PageDef } from '../content/routes';
import { PROJECTS } from '../content/projects';

/** A page written to static HTML at build time. */
export interface PrerenderedPath {
  /** The address, e.g. /projekte/uganda. */
  path: string;
  page: PageDef;
  /** In sitemap.xml and open to search engines (the spec's whitelist: public and legal pages). */
  indexable: boolean;
}

/** Pages whose content depends on the visitor or the address's query (payment state, e-mail links): not prerendered. */
const CLIENT_ONLY = new Set([
  '/newsletter/confirmation',
  '/auth/confirm-sign-up',
  '/user/confirm-email',
  '/auth/reset-password',
  '/gift/{token}',
  '/team/task/{id}',
  '/abo/manage/{id}',
]);

/** The concrete addresses of a route pattern: a project's pages exist once per project. */
function addressesOf(page: PageDef): string[] {
  if (!page.path.includes(':project')) return [page.path];
  return PROJECTS.map((project) => page.path.replace(':project', project.path));
}

/**
 * Every page a visitor may open without an account — public, legal and the sign-up/sign-in forms' frame — read
 * from the one route table. Account and dev pages stay client-rendered (and noindex).
 */
export function prerenderPaths(): PrerenderedPath[] {
  return PAGES.filter(
    (page) =>
      (page.kind === 'public' || page.kind === 'legal' || page.kind === 'auth') && !CLIENT_ONLY.has(page.internal),
  ).flatMap((page) =>
    addressesOf(page).map((path) => ({ path, page, indexable: page.kind === 'public' || page.kind === 'legal' })),
  );
}
