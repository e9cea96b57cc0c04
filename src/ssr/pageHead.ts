import { projectBySlug, PROJECTS } from '../content/projects';
import { siteOrigin, type PageHead } from './documentHtml';
import type { PrerenderedPath } from './prerenderPaths';

/** The project a project page's address names (/projekte/uganda/spenden → Uganda). */
const projectOf = (path: string) => projectBySlug(/^\/projekte\/([^/]+)/.exec(path)?.[1]);

/** The description search engines and link previews show: the page's intro, a project's own abstract. */
export function pageDescription({ path, page }: PrerenderedPath): string {
  const project = projectOf(path);
  if (page.internal === '/projects/{project}' && project) return project.abstract;
  if (page.internal === '/projects/{project}/donate' && project)
    return `Spende für ${project.title}: ${project.teaserText}`;
  return page.description ?? page.intro;
}

/** Head of a prerendered page; `title` is the one the page itself rendered (<title>). */
export function pageHead(entry: PrerenderedPath, title: string, appUrl: string): PageHead {
  const origin = siteOrigin(appUrl);
  const picture = (projectOf(entry.path) ?? PROJECTS[0]).picture;
  return {
    title,
    description: pageDescription(entry),
    canonical: `${origin}${entry.path}`,
    image: `${origin}${picture.src}`,
    indexable: entry.indexable,
  };
}
