import type { Mail, SiteConfig } from '../../ports.js';
import type { OrderRecord, UserRecord } from '../../repositories/types.js';
import { ORDER_STATE_LABELS, ORDER_STATE_SENTENCES } from '../orders/stateLabels.js';
import { PRODUCT_NAME } from '../product.js';
import { PROJECTS } from '../projects.js';

const trees = (n: number) => (n === 1 ? 'einen Baum' : `${n} Bäume`);

/** The short mail a donor gets when the tree provider moves one of their orders on (switched off in the profile). */
export function orderStateMail(user: UserRecord, order: OrderRecord, site: SiteConfig): Mail {
  const forest = PROJECTS.find((p) => p.id === order.project)?.forest ?? order.project;
  const donatedOn = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(order.donatedAt);
  return {
    to: user.email,
    subject: `Deine Bäume: ${ORDER_STATE_LABELS[order.orderState]}`,
    text: [
      `Hallo ${user.firstName},`,
      '',
      `es gibt Neuigkeiten zu deiner Spende vom ${donatedOn} für ${trees(order.treeUnits)} in ${forest}:`,
      ORDER_STATE_SENTENCES[order.orderState],
      '',
      `In deinem Pflanzbuch siehst du, wo und wann deine Bäume wachsen:`,
      `${site.appUrl}/mein-klimahain/pflanzbuch`,
      '',
      `Du möchtest diese E-Mails nicht mehr bekommen? Schalte sie in deinem Profil ab:`,
      `${site.appUrl}/mein-klimahain/profil-bearbeiten`,
      '',
      `Dein ${PRODUCT_NAME}-Team`,
    ].join('\n'),
  };
}
