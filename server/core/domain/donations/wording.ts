import { PROJECTS } from '../projects.js';

/** "35,00 €": the amounts of the Abo's messages and mails. */
export const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** "1 Baum", "7 Bäume". */
export const treesCount = (n: number) => (n === 1 ? '1 Baum' : `${n.toLocaleString('de-DE')} Bäume`);

/** The project's forest as the mails name it, e.g. „Borneo (Indonesien)“. */
export const forestOf = (project: string) => PROJECTS.find((p) => p.id === project)?.forest ?? project;
