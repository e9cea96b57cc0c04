/** Spec §8. */
export const NEWSLETTER_SUCCESS = 'Wir haben dich zum Newsletter hinzugefügt. Bitte bestätige noch deine E-Mail-Adresse.';
export const NEWSLETTER_FAILURE = 'Es ist etwas schief gegangen, bitte probiere es erneut.';
