import type { ScenarioId } from './scenarios/types.js';

/** Typed story parameters of .storybook/preview.tsx (a typo in `scenario` is a type error, not a guest world). */
declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Mock world of the story; default 'guest'. */
    scenario?: ScenarioId;
    /** Initial path of the story's memory router; default '/'. */
    path?: string;
  }
}

export {};
