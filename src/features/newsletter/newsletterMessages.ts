/**
 * Spec §8, reworded (issue 16): nobody is on the list before the double opt-in is confirmed, so the success message
 * says that a confirmation mail is on its way instead of "Wir haben dich zum Newsletter hinzugefügt".
 */
export const NEWSLETTER_SUCCESS =
  'Fast geschafft! Wir haben dir eine E-Mail geschickt. Bitte bestätige darin deine Anmeldung – erst dann bekommst du den Newsletter.';
export const NEWSLETTER_FAILURE = 'Es ist etwas schiefgegangen, bitte probiere es erneut.';

/** The confirmation page (/newsletter-abonniert). */
export const NEWSLETTER_CONFIRMED =
  'Danke! Deine Anmeldung ist bestätigt. Ab jetzt erzählen wir dir per E-Mail, was auf unseren Pflanzflächen wächst.';
export const NEWSLETTER_LINK_INVALID =
  'Dieser Bestätigungslink ist ungültig – vielleicht wurde er beim Kopieren abgeschnitten. Melde dich unten im Newsletter-Kasten einfach noch einmal an, dann schicken wir dir einen neuen Link.';
export const NEWSLETTER_CONFIRM_FAILURE = 'Die Bestätigung hat gerade nicht geklappt. Bitte versuche es noch einmal.';
