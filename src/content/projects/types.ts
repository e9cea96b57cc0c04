import type { ProjectId } from '../../../server/core/repositories/types';

/** A source picture under public/ (rendered by `npm run images:render`): its pixel size keeps the layout still. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** „Über das Projekt“: a titled text with the points a donor can tick off. */
export interface AboutSection {
  title: string;
  text: string;
  checks: string[];
}

/** „Was das Projekt bewirkt“, one section each for climate, nature and people. */
export interface EffectSection {
  kind: 'climate' | 'eco' | 'social';
  title: string;
  text: string;
}

/** One step of the project cycle, from the nursery to use and replanting. */
export interface ProjectCycleStep {
  title: string;
  text: string;
  picture: Picture;
}

/**
 * One of the two fixed country programmes (spec §3) as every page that names it needs it — the start page's and the
 * projects list's teasers, the donation and account pages, the page head: small, so those pages can load it whole.
 */
export interface Project {
  id: ProjectId;
  /** URL slug under /projekte. */
  path: string;
  longLocation: string;
  /** longLocation with the right preposition, for running text: "im Distrikt Kyenjojo …", "in Zentral-Kalimantan …". */
  atLongLocation: string;
  title: string;
  startPageTitle: string;
  shortTitle: string;
  teaserText: string;
  /** The teaser's picture: the project's landscape (ProjectDetails' images.visual). */
  picture: Picture;
  /** The page's lead paragraph, and its description for search engines and link previews. */
  abstract: string;
}

/**
 * A project with everything its own page shows. Only that page needs it, so each project's is a chunk of its own
 * (details.ts): no other page loads it.
 */
export interface ProjectDetails extends Project {
  /** The spec's `cy`: a stable name for the project's page, set as data-cy so tests find it whatever the wording. */
  cy: string;
  /** Ids of the projects this one teases. */
  showTeaser: ProjectId[];
  location: string;
  slogan: string;
  longSlogan: string;
  /** The spec's map, globe and visual images. */
  images: { visual: Picture; map: Picture; globe: Picture };
  paragraphs: string[];
  about: AboutSection[];
  effects: EffectSection[];
  goodToKnow: string[];
  /** Sustainable development goal numbers (names in sdgs.ts). */
  shortGoals: number[];
  goals: number[];
  woodSpecies: string[];
  /** Ratings from 1 to IMPACT_SCALE. */
  impact: { eco: number; social: number };
  /** Id of the planting season the partner reports against (spec §3); the pages compute the current season from the date. */
  plantingSeason: string;
  projectCycle: ProjectCycleStep[];
  /** Entries of news.ts (real reports only), newest first; empty: the page has no news section. */
  newsIds: string[];
}

export const IMPACT_SCALE = 3;
