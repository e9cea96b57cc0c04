import type { ProjectId } from '../../../server/core/repositories/types';
import type { ProjectDetails } from './types';

/**
 * Dynamic imports: each project's content becomes a chunk of its own, fetched by its page only — the start page, the
 * lists and the donation pages need just the summaries (../projects.ts).
 */
const IMPORTS: Record<ProjectId, () => Promise<ProjectDetails>> = {
  indonesia: async () => (await import('./indonesiaDetails')).INDONESIA_DETAILS,
  uganda: async () => (await import('./ugandaDetails')).UGANDA_DETAILS,
};

const loaded = new Map<ProjectId, ProjectDetails>();
const loading = new Map<ProjectId, Promise<ProjectDetails>>();

/**
 * The project's content if it has loaded: a render then needs no promise (React would suspend once even on a settled
 * one it has not seen), so the prerender's later passes and later visits to the page render at once.
 */
export const loadedProjectDetails = (id: ProjectId): ProjectDetails | undefined => loaded.get(id);

/** Loads the project's content: one promise per project for every caller, as React's `use` needs while it waits. */
export function loadProjectDetails(id: ProjectId): Promise<ProjectDetails> {
  let promise = loading.get(id);
  if (!promise) {
    promise = IMPORTS[id]().then(
      (details) => {
        loaded.set(id, details);
        return details;
      },
      (error: unknown) => {
        // A chunk that failed to load (network) is not remembered: the next render tries again.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}
