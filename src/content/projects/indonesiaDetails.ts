import { speciesName } from '../../../server/core/domain/trees/species';
import { INDONESIA } from './indonesia';
import { cyclePicture, globePicture, mapPicture } from './pictures';
import type { ProjectDetails } from './types';

export const INDONESIA_DETAILS: ProjectDetails = {
  ...INDONESIA,
  cy: 'project-indonesia',
  showTeaser: ['uganda'],
  location: 'Borneo',
  slogan: 'Schnell wachsendes Holz statt Brandrodung',
  longSlogan:
    'Kleinbäuerinnen und Kleinbauern pflanzen auf gerodeten Flächen Sengon-Bäume und schaffen sich ein Einkommen, das den Regenwald schont.',
  images: {
    visual: INDONESIA.picture,
    map: mapPicture(
      'indonesia',
      'Karte von Borneo: die Provinz Zentral-Kalimantan im Süden der Insel ist hervorgehoben, das Projektgebiet nahe Palangka Raya markiert',
    ),
    globe: globePicture('indonesia', 'Globus mit Südostasien: Borneo ist hervorgehoben und markiert'),
  },
  paragraphs: [
    'Borneo hat in den letzten Jahrzehnten einen großen Teil seines Regenwalds verloren: für Holz, Palmöl und durch Brandrodung. Zurück bleiben ausgelaugte Grasflächen, auf denen kaum etwas wächst und die in der Trockenzeit leicht brennen.',
    'Genau dort setzt das Projekt an. Kleinbäuerinnen und Kleinbauern pflanzen Sengon, einen in Indonesien verbreiteten, sehr schnell wachsenden Baum, der den Boden mit Stickstoff anreichert. Zwischen den Sengon-Bäumen wachsen Nutzpflanzen und heimische Arten nach.',
    'Nach sechs bis acht Jahren kann das Holz verkauft werden, zum Beispiel an Sperrholzwerke in der Region. Die Familien verdienen daran, und für jeden geernteten Baum wird neu gepflanzt. Wer vom Wald lebt, der nachwächst, muss keinen Regenwald mehr roden.',
  ],
  about: [
    {
      title: 'Wer pflanzt',
      text: 'Die Bäume gehören den Familien, die sie pflanzen und pflegen. Der Partner vor Ort stellt Setzlinge, schult und kauft auf Wunsch das Holz zu fairen Preisen.',
      checks: [
        'Setzlinge aus Dorfbaumschulen',
        'Schulungen zu Pflanzung und Pflege',
        'Holz bleibt Eigentum der Familien',
      ],
    },
    {
      title: 'Wie wir nachhalten',
      text: 'Jede bepflanzte Fläche wird vermessen und mit ihren Baumarten erfasst. Im Pflanzbuch deines Kontos siehst du, wo deine Bäume stehen.',
      checks: ['Flächen mit GPS vermessen', 'Baumzahl je Fläche gezählt', 'Fortschritt im Pflanzbuch sichtbar'],
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
      text: 'Aus Grasland wird wieder Baumbestand: Der Boden erholt sich, hält Wasser besser und brennt seltener. Der verbliebene Regenwald wird entlastet.',
    },
    {
      kind: 'social',
      title: 'Für die Menschen',
      text: 'Holz ist für die Familien ein planbares zusätzliches Einkommen. Baumschulen und Pflege schaffen Arbeit in den Dörfern.',
    },
  ],
  goodToKnow: [
    'Ein Sengon-Baum kann nach sechs bis acht Jahren geerntet werden; für jeden geernteten Baum wird neu gepflanzt.',
    'Gepflanzt wird zu Beginn der Regenzeit.',
  ],
  shortGoals: [9, 13, 15],
  goals: [9, 12, 13, 15],
  woodSpecies: [speciesName('Falcataria moluccana')],
  impact: { eco: 3, social: 2 },
  plantingSeason: 'borneo_2022_2',
  projectCycle: [
    {
      title: 'Anzucht in der Baumschule',
      text: 'In Dorfbaumschulen wachsen die Sengon-Setzlinge etwa drei Monate heran.',
      picture: cyclePicture(
        'indonesia',
        'baumschule',
        'Illustration: Setzlinge in Pflanztüten auf einem Tisch, daneben eine Gießkanne',
      ),
    },
    {
      title: 'Pflanzung in der Regenzeit',
      text: 'Mit dem ersten Regen setzen die Familien die Setzlinge auf ihre Flächen.',
      picture: cyclePicture(
        'indonesia',
        'pflanzung',
        'Illustration: ein Setzling wird im Regen in ein Pflanzloch gesetzt, daneben ein Spaten',
      ),
    },
    {
      title: 'Pflege und Wachstum',
      text: 'Die Familien halten die jungen Bäume frei; der Partner misst, wie sie wachsen.',
      picture: cyclePicture(
        'indonesia',
        'pflege',
        'Illustration: drei junge Sengon-Bäume unterschiedlicher Höhe neben einem Messstab',
      ),
    },
    {
      title: 'Ernte und Nachpflanzung',
      text: 'Nach sechs bis acht Jahren wird das Holz verkauft – und für jeden Baum ein neuer gepflanzt.',
      picture: cyclePicture(
        'indonesia',
        'nutzung',
        'Illustration: gestapeltes Holz, daneben ein Sengon-Baum und ein neuer Setzling',
      ),
    },
  ],
  newsIds: [],
};
