import { expect, it } from 'vitest';
import { PROJECT_DETAILS } from './allDetails';
import { sdgLabel, sdgName } from './sdgs';
import { newsById } from './news';

it('names the goals in German, as readable goals', () => {
  expect(sdgLabel(13)).toBe('Ziel 13: Maßnahmen zum Klimaschutz');
  expect(sdgName(9)).toBe('Industrie, Innovation und Infrastruktur');
  expect(() => sdgName(18)).toThrow(/18/);
});

it('gives every project a name for each goal, news for each news id and the spec’s fixed values', () => {
  for (const project of PROJECT_DETAILS) {
    for (const goal of [...project.goals, ...project.shortGoals]) expect(sdgName(goal)).toBeTruthy();
    for (const id of project.newsIds) expect(newsById(id)).toBeDefined();
    expect(project.shortGoals.every((g) => project.goals.includes(g))).toBe(true);
    expect(project.impact).toEqual({ eco: 3, social: 2 });
    expect(project.projectCycle.length).toBeGreaterThan(0);
    // Honest wording: trees bind CO₂ over their growth; nothing makes anyone climate-neutral.
    expect(JSON.stringify(project)).not.toMatch(/klimaneutral/i);
  }
  expect(PROJECT_DETAILS.map((p) => [p.id, p.shortGoals, p.goals, p.woodSpecies, p.plantingSeason])).toEqual([
    ['indonesia', [9, 13, 15], [9, 12, 13, 15], ['Sengon'], 'borneo_2022_2'],
    ['uganda', [1, 8, 13], [1, 8, 13, 15], ['Musizi'], 'uganda_2022_1'],
  ]);
});
