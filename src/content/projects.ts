import { INDONESIA } from './projects/indonesia.ts';
import type { Project } from './projects/types.ts';
import { UGANDA } from './projects/uganda.ts';

export type {
  AboutSection,
  EffectSection,
  Picture,
  Project,
  ProjectCycleStep,
  ProjectDetails,
} from './projects/types.ts';
export { IMPACT_SCALE } from './projects/types.ts';

/**
 * The two fixed country programmes (spec §3) as the pages that name them need them: names, places, teaser. A project
 * page's own content is loaded with that page only (projects/details.ts).
 */
export const PROJECTS: readonly Project[] = [INDONESIA, UGANDA];

export const projectBySlug = (slug: string | undefined) => PROJECTS.find((p) => p.path === slug);
export const projectById = (id: string) => PROJECTS.find((p) => p.id === id);
