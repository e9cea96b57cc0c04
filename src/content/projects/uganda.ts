import { visualPicture } from './pictures.ts';
import type { Project } from './types';

export const UGANDA: Project = {
  id: 'uganda',
  path: 'uganda',
  longLocation: 'Distrikt Kyenjojo, West-Uganda',
  atLongLocation: 'im Distrikt Kyenjojo in West-Uganda',
  title: 'Aufforstung in Uganda',
  startPageTitle: 'Uganda: Bäume für Böden und Familien',
  shortTitle: 'Uganda',
  picture: visualPicture(
    'uganda',
    'Illustration: Musizi-Bäume zwischen Feldern auf grünen Hügeln in West-Uganda, dahinter ein Rundhaus, Bananenstauden und das Ruwenzori-Gebirge',
  ),
  teaserText:
    'In West-Uganda pflanzen Familien Musizi-Bäume auf ihren Feldern. Die Bäume halten den Boden fest, spenden Schatten und binden CO₂.',
  abstract:
    'Im Distrikt Kyenjojo werden ausgelaugte Flächen mit Musizi und anderen heimischen Arten bepflanzt. Die Familien werden geschult und erhalten Setzlinge aus lokalen Baumschulen.',
};
