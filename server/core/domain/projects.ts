import type { ProjectId } from '../repositories/types.js';

/** The two fixed country programmes (spec §3); their texts live in src/content. */
export const PROJECTS: readonly { id: ProjectId; forest: string; atForest: string }[] = [
  // „auf Borneo“: an island takes „auf“ (issue 33 §3), a country „in“.
  { id: 'indonesia', forest: 'Borneo (Indonesien)', atForest: 'auf Borneo (Indonesien)' },
  { id: 'uganda', forest: 'Uganda', atForest: 'in Uganda' },
];

export const isProjectId = (value: string): value is ProjectId => PROJECTS.some((p) => p.id === value);
