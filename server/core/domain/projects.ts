import type { ProjectId } from '../repositories/types.js';

/** The two fixed country programmes (spec §3); their texts live in src/content. */
export const PROJECTS: readonly { id: ProjectId; forest: string }[] = [
  { id: 'indonesia', forest: 'Borneo (Indonesien)' },
  { id: 'uganda', forest: 'Uganda' },
];

export const isProjectId = (value: string): value is ProjectId => PROJECTS.some((p) => p.id === value);
