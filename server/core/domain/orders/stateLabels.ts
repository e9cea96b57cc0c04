import type { OrderState } from '../../repositories/types.js';

/** German names of the order states (spec §4), shared by the donor's pages and the order mails. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  DONATED: 'Gespendet',
  ACCOUNTED: 'Beim Pflanzpartner',
  PLANTING_IN_PROGRESS: 'Wird gepflanzt',
  FINISHED: 'Gepflanzt',
  ABORTED: 'Abgebrochen',
};

/** One sentence per state, for the order mail and the Übersicht. */
export const ORDER_STATE_SENTENCES: Record<OrderState, string> = {
  DONATED: 'Deine Spende ist eingegangen und wird an unseren Pflanzpartner weitergeleitet.',
  ACCOUNTED: 'Das Geld ist bei unserem Pflanzpartner angekommen; die Pflanzung wird vorbereitet.',
  PLANTING_IN_PROGRESS: 'Deine Bäume werden gerade gepflanzt – die ersten Flächen sind schon bepflanzt.',
  FINISHED: 'Alle deine Bäume sind gepflanzt.',
  ABORTED: 'Die Bestellung wurde abgebrochen, zum Beispiel weil das Geld zurückgebucht wurde.',
};
