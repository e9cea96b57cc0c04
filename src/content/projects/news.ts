/**
 * Reports from the projects, shown under „Neues aus dem Projekt“ and referenced by the projects' `newsIds` (newest
 * first). Only real reports belong here — each with the date it happened and, ideally, what the partner sent (photo,
 * figures). While a project has none, its page leaves the section out: a made-up entry would read as a real report.
 * Storybook shows the section with example entries of its own (ProjectNews.stories.tsx).
 */
export interface NewsItem {
  id: string;
  /** ISO date, shown as de-DE. */
  date: string;
  title: string;
  text: string;
}

export const NEWS: readonly NewsItem[] = [];

export const newsById = (id: string) => NEWS.find((n) => n.id === id);
