import { visualPicture } from './pictures.ts';
import type { Project } from './types';

export const INDONESIA: Project = {
  id: 'indonesia',
  path: 'indonesien',
  longLocation: 'Zentral-Kalimantan, Borneo (Indonesien)',
  atLongLocation: 'in Zentral-Kalimantan auf Borneo (Indonesien)',
  title: 'Aufforstung auf Borneo',
  startPageTitle: 'Borneo: Regenwald zurückbringen',
  shortTitle: 'Borneo',
  picture: visualPicture(
    'indonesia',
    'Illustration: schlanke Sengon-Bäume und junge Setzlinge auf einer wieder bepflanzten Fläche, dahinter ein Fluss, ein Haus auf Stelzen und Regenwald',
  ),
  teaserText:
    'Auf Borneo pflanzen Familien schnell wachsende Sengon-Bäume auf brachliegendem Land – das bindet CO₂ und schützt den verbliebenen Regenwald.',
  abstract:
    'Auf ehemals gerodeten Flächen in Zentral-Kalimantan entstehen Mischwälder aus Sengon und heimischen Arten. Das Holz sichert den Familien ein Einkommen, ohne dass weiterer Regenwald weichen muss.',
};
