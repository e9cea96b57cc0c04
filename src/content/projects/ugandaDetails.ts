import { speciesName } from '../../../server/core/domain/trees/species';
import { UGANDA } from './uganda';
import { cyclePicture, globePicture, mapPicture } from './pictures';
import type { ProjectDetails } from './types';

export const UGANDA_DETAILS: ProjectDetails = {
  ...UGANDA,
  cy: 'project-uganda',
  showTeaser: ['indonesia'],
  location: 'Uganda',
  slogan: 'Bäume gegen Erosion und Armut',
  longSlogan:
    'Bäuerinnen und Bauern in West-Uganda pflanzen Musizi-Bäume zwischen ihren Feldern – für fruchtbare Böden und ein zusätzliches Einkommen.',
  images: {
    visual: UGANDA.picture,
    map: mapPicture(
      'uganda',
      'Karte von Uganda mit dem Viktoriasee und dem Albertsee: der Distrikt Kyenjojo im Westen ist markiert',
    ),
    globe: globePicture('uganda', 'Globus mit Afrika: Uganda in Ostafrika ist hervorgehoben und markiert'),
  },
  paragraphs: [
    'Im Westen Ugandas leben die meisten Familien von kleinen Feldern an steilen Hängen. Seit die Wälder dort abgeholzt wurden, spült der Regen fruchtbaren Boden weg, und die Ernten werden kleiner.',
    'Im Projekt pflanzen die Familien Musizi – einen heimischen, schnell wachsenden Baum – an Feldrändern und auf Flächen, die sie nicht mehr bestellen. Die Wurzeln halten den Boden, das Laub düngt ihn, der Schatten schützt empfindliche Kulturen wie Kaffee.',
    'Das Holz wird nach einigen Jahren schrittweise genutzt, als Bau- und Möbelholz. Die Familien erhalten dafür ein zusätzliches Einkommen, und was geschlagen wird, wird wieder nachgepflanzt.',
  ],
  about: [
    {
      title: 'Wer pflanzt',
      text: 'Kleinbäuerliche Familien im Distrikt Kyenjojo pflanzen und pflegen die Bäume auf ihrem eigenen Land. Der Partner vor Ort organisiert Baumschulen und Schulungen.',
      checks: ['Setzlinge aus lokalen Baumschulen', 'Beratung auf den Höfen', 'Bäume auf dem Land der Familien'],
    },
    {
      title: 'Wie wir nachhalten',
      text: 'Jede Pflanzung wird mit Fläche, Baumzahl und Arten erfasst und später überprüft. Im Pflanzbuch deines Kontos siehst du, wo deine Bäume stehen.',
      checks: ['Flächen mit GPS vermessen', 'Überlebensrate nachgezählt', 'Fortschritt im Pflanzbuch sichtbar'],
    },
  ],
  effects: [
    {
      kind: 'climate',
      title: 'Für das Klima',
      text: 'Die Bäume binden über ihr Wachstum CO₂ – wir rechnen mit rund 0,15 t je Baum. Das ist ein Beitrag zum Klimaschutz, kein Ausgleich, der Emissionen ungeschehen macht.',
    },
    {
      kind: 'eco',
      title: 'Für die Natur',
      text: 'Wurzeln und Laub halten den Boden an den Hängen fest und machen ihn fruchtbarer. Bäume zwischen den Feldern bieten Vögeln und Insekten Lebensraum.',
    },
    {
      kind: 'social',
      title: 'Für die Menschen',
      text: 'Bessere Böden bringen bessere Ernten, das Holz ein zusätzliches Einkommen. Schulungen geben Wissen weiter, das über das Projekt hinaus hilft.',
    },
  ],
  goodToKnow: [
    'Musizi wächst schnell und verbessert mit seinem Laub den Boden.',
    'Gepflanzt wird in der ersten Regenzeit des Jahres.',
  ],
  shortGoals: [1, 8, 13],
  goals: [1, 8, 13, 15],
  woodSpecies: [speciesName('Maesopsis eminii')],
  impact: { eco: 3, social: 2 },
  plantingSeason: 'uganda_2022_1',
  projectCycle: [
    {
      title: 'Anzucht in der Baumschule',
      text: 'Lokale Baumschulen ziehen die Musizi-Setzlinge aus Samen der Region an.',
      picture: cyclePicture(
        'uganda',
        'baumschule',
        'Illustration: Setzlinge in Pflanztüten auf einem Tisch, daneben eine Gießkanne',
      ),
    },
    {
      title: 'Pflanzung in der Regenzeit',
      text: 'In der ersten Regenzeit des Jahres pflanzen die Familien die Setzlinge an Feldrändern und Hängen.',
      picture: cyclePicture(
        'uganda',
        'pflanzung',
        'Illustration: ein Setzling wird im Regen in ein Pflanzloch gesetzt, daneben ein Spaten',
      ),
    },
    {
      title: 'Pflege und Wachstum',
      text: 'Die Familien schützen die jungen Bäume vor Trockenheit und Termiten; der Partner zählt nach.',
      picture: cyclePicture(
        'uganda',
        'pflege',
        'Illustration: drei junge Musizi-Bäume unterschiedlicher Höhe neben einem Messstab',
      ),
    },
    {
      title: 'Nutzung und Nachpflanzung',
      text: 'Nach einigen Jahren wird Holz schrittweise genutzt – was geschlagen wird, wird nachgepflanzt.',
      picture: cyclePicture(
        'uganda',
        'nutzung',
        'Illustration: gestapeltes Holz, daneben ein Musizi-Baum und ein neuer Setzling',
      ),
    },
  ],
  newsIds: [],
};
