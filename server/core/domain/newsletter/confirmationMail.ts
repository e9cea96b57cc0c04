import type { Mail, SiteConfig } from '../../ports.js';
import { PRODUCT_NAME } from '../product.js';

/** The double opt-in mail: a confirmation request only, no advertising. */
export function confirmationMail(to: string, token: string, site: SiteConfig): Mail {
  const link = `${site.appUrl}/newsletter-abonniert?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Bitte bestätige deine Anmeldung zum ${PRODUCT_NAME}-Newsletter`,
    text: [
      'Hallo,',
      '',
      `jemand – hoffentlich du – hat diese E-Mail-Adresse für den ${PRODUCT_NAME}-Newsletter angemeldet.`,
      'Bitte bestätige die Anmeldung mit einem Klick auf diesen Link:',
      '',
      link,
      '',
      'Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach. Du erhältst dann keine weiteren E-Mails.',
      '',
      `Dein ${PRODUCT_NAME}-Team`,
    ].join('\n'),
  };
}
