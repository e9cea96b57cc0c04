import type { ProjectId } from '../../server/core/repositories/types';

/** The two fixed country programmes (spec §3). */
export interface Project {
  id: ProjectId;
  /** URL slug under /projekte. */
  path: string;
  /** Ids of the projects this one teases. */
  showTeaser: ProjectId[];
  location: string;
  longLocation: string;
  /** longLocation with the right preposition, for running text: "im Distrikt Kyenjojo …", "in Zentral-Kalimantan …". */
  atLongLocation: string;
  title: string;
  startPageTitle: string;
  shortTitle: string;
  slogan: string;
  longSlogan: string;
  teaserText: string;
  /** The teaser's picture (an illustration under public/, own work, CC0): sized, so nothing jumps while it loads. */
  picture: { src: string; width: number; height: number; alt: string };
  abstract: string;
  goodToKnow: string[];
  /** Sustainable development goal numbers. */
  shortGoals: number[];
  goals: number[];
  woodSpecies: string[];
  impact: { eco: number; social: number };
  plantingSeason: string;
}

export const PROJECTS: readonly Project[] = [
  {
    id: 'indonesia',
    path: 'indonesien',
    showTeaser: ['uganda'],
    location: 'Borneo',
    longLocation: 'Zentral-Kalimantan, Borneo (Indonesien)',
    atLongLocation: 'in Zentral-Kalimantan auf Borneo (Indonesien)',
    title: 'Aufforstung auf Borneo',
    startPageTitle: 'Borneo: Regenwald zurückbringen',
    shortTitle: 'Borneo',
    slogan: 'Schnell wachsendes Holz statt Brandrodung',
    longSlogan: 'Kleinbäuerinnen und Kleinbauern pflanzen auf gerodeten Flächen Sengon-Bäume und schaffen sich ein Einkommen, das den Regenwald schont.',
    picture: { src: '/illustrations/project-borneo.svg', width: 640, height: 400, alt: 'Illustration: schlanke Sengon-Bäume auf einer wieder bepflanzten Fläche, dahinter Regenwald und ein Fluss' },
    teaserText: 'Auf Borneo pflanzen Familien schnell wachsende Sengon-Bäume auf brachliegendem Land – das bindet CO₂ und schützt den verbliebenen Regenwald.',
    abstract: 'Auf ehemals gerodeten Flächen in Zentral-Kalimantan entstehen Mischwälder aus Sengon und heimischen Arten. Das Holz sichert den Familien ein Einkommen, ohne dass weiterer Regenwald weichen muss.',
    goodToKnow: ['Ein Sengon-Baum kann nach sechs bis acht Jahren geerntet werden; für jeden geernteten Baum wird neu gepflanzt.', 'Gepflanzt wird zu Beginn der Regenzeit.'],
    shortGoals: [9, 13, 15],
    goals: [9, 12, 13, 15],
    woodSpecies: ['Sengon'],
    impact: { eco: 3, social: 2 },
    plantingSeason: 'borneo_2022_2',
  },
  {
    id: 'uganda',
    path: 'uganda',
    showTeaser: ['indonesia'],
    location: 'Uganda',
    longLocation: 'Distrikt Kyenjojo, West-Uganda',
    atLongLocation: 'im Distrikt Kyenjojo in West-Uganda',
    title: 'Aufforstung in Uganda',
    startPageTitle: 'Uganda: Bäume für Böden und Familien',
    shortTitle: 'Uganda',
    slogan: 'Bäume gegen Erosion und Armut',
    longSlogan: 'Bäuerinnen und Bauern in West-Uganda pflanzen Musizi-Bäume zwischen ihren Feldern – für fruchtbare Böden und ein zusätzliches Einkommen.',
    picture: { src: '/illustrations/project-uganda.svg', width: 640, height: 400, alt: 'Illustration: Musizi-Bäume zwischen Feldern auf grünen Hügeln in West-Uganda' },
    teaserText: 'In West-Uganda pflanzen Familien Musizi-Bäume auf ihren Feldern. Die Bäume halten den Boden fest, spenden Schatten und binden CO₂.',
    abstract: 'Im Distrikt Kyenjojo werden ausgelaugte Flächen mit Musizi und anderen heimischen Arten bepflanzt. Die Familien werden geschult und erhalten Setzlinge aus lokalen Baumschulen.',
    goodToKnow: ['Musizi wächst schnell und verbessert mit seinem Laub den Boden.', 'Gepflanzt wird in der ersten Regenzeit des Jahres.'],
    shortGoals: [1, 8, 13],
    goals: [1, 8, 13, 15],
    woodSpecies: ['Musizi'],
    impact: { eco: 3, social: 2 },
    plantingSeason: 'uganda_2022_1',
  },
];

export const projectBySlug = (slug: string | undefined) => PROJECTS.find((p) => p.path === slug);
export const projectById = (id: string) => PROJECTS.find((p) => p.id === id);
