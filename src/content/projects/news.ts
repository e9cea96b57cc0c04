/** Short reports from the projects, referenced by the projects' newsIds. Example entries of this demo site. */
export interface NewsItem {
  id: string;
  /** ISO date, shown as de-DE. */
  date: string;
  title: string;
  text: string;
}

export const NEWS: readonly NewsItem[] = [
  {
    id: 'borneo-saison-2022-2',
    date: '2022-11-15',
    title: 'Pflanzsaison in Zentral-Kalimantan begonnen',
    text: 'Mit dem ersten Regen haben die Familien im Projektgebiet begonnen, die Setzlinge aus den Baumschulen auf ihre Flächen zu bringen.',
  },
  {
    id: 'borneo-baumschulen',
    date: '2022-08-02',
    title: 'Zwei neue Dorfbaumschulen',
    text: 'In zwei weiteren Dörfern ziehen Bäuerinnen und Bauern nun selbst Sengon-Setzlinge an – geschult vom Partner vor Ort.',
  },
  {
    id: 'uganda-saison-2022-1',
    date: '2022-03-20',
    title: 'Erste Regenzeit: Pflanzung in Kyenjojo',
    text: 'Die Familien im Distrikt Kyenjojo haben mit der ersten Regenzeit des Jahres Musizi-Setzlinge zwischen ihre Felder gepflanzt.',
  },
  {
    id: 'uganda-schulungen',
    date: '2022-01-18',
    title: 'Schulungen zur Pflege junger Bäume',
    text: 'Vor der Pflanzsaison haben die Beraterinnen und Berater des Partners gezeigt, wie junge Bäume gegen Trockenheit und Termiten geschützt werden.',
  },
];

export const newsById = (id: string) => NEWS.find((n) => n.id === id);
