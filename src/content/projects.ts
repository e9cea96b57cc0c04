import { INDONESIA } from './projects/indonesia';
import type { Project } from './projects/types';
import { UGANDA } from './projects/uganda';

export type { AboutSection, EffectSection, Picture, Project, ProjectCycleStep } from './projects/types';
export { IMPACT_SCALE } from './projects/types';

/** The two fixed country programmes (spec §3); their content lives in src/content/projects/. */
export const PROJECTS: readonly Project[] = [INDONESIA, UGANDA];

export const projectBySlug = (slug: string | undefined) => PROJECTS.find((p) => p.path === slug);
export const projectById = (id: string) => PROJECTS.find((p) => p.id === id);
