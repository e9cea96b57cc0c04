import { INDONESIA_DETAILS } from './indonesiaDetails';
import type { ProjectDetails } from './types';
import { UGANDA_DETAILS } from './ugandaDetails';

/**
 * Every project's full content at once, in the order of PROJECTS — for tests and tools. The app loads one project's at
 * a time (details.ts); a page importing this would carry both.
 */
export const PROJECT_DETAILS: readonly ProjectDetails[] = [INDONESIA_DETAILS, UGANDA_DETAILS];
