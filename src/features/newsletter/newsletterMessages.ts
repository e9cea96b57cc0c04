/**
 * Spec §8's texts word for word (issue 26), with the umlauts the spec spells out as ue/ae. The success text's second
 * sentence asks for the double opt-in's confirmation.
 */
export const NEWSLETTER_SUCCESS =
  'Wir haben dich zum Newsletter hinzugefügt. Bitte bestätige noch deine E-Mail-Adresse.';
/**
 * Shown below the success text (which stays the spec's word for word): the confirmation mail is stored and on its
 * way; the server's mail queue sends it, and retries while the mail relay is down (issue 34 §1).
 */
export const NEWSLETTER_MAIL_ON_ITS_WAY =
  'Die Bestätigungs-E-Mail ist unterwegs. Sie kann ein paar Minuten brauchen – schau auch in deinen Spam-Ordner.';
export const NEWSLETTER_FAILURE = 'Es ist etwas schief gegangen, bitte probiere es erneut.';

/** The confirmation page (/newsletter-abonniert). */
export const NEWSLETTER_CONFIRMED =
  'Danke! Deine Anmeldung ist bestätigt. Ab jetzt erzählen wir dir per E-Mail, was auf unseren Pflanzflächen wächst.';
export const NEWSLETTER_LINK_INVALID =
  'Dieser Bestätigungslink ist ungültig – vielleicht wurde er beim Kopieren abgeschnitten. Melde dich unten im Newsletter-Kasten einfach noch einmal an, dann schicken wir dir einen neuen Link.';
export const NEWSLETTER_CONFIRM_FAILURE = 'Die Bestätigung hat gerade nicht geklappt. Bitte versuche es noch einmal.';
