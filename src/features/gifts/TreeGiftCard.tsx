import { useId } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  TreeGiftCard_gift$data,
  TreeGiftCard_gift$key,
  TreeGiftState,
} from '../../__generated__/TreeGiftCard_gift.graphql';
import { projectById } from '../../content/projects';
import { formatDate, formatDateTime } from '../../format/date';
import { formatEuro } from '../../format/number';
import { treesLabel } from '../account/donationLabels';
import { certificatePagePath } from './certificateLinks';
import { EditTreeGiftDialog } from './EditTreeGiftDialog';
import styles from './TreeGiftCard.module.css';

export interface TreeGiftCardProps {
  gift: TreeGiftCard_gift$key;
}

/** The badge's German word for where a gift stands. */
export const GIFT_STATE_LABELS: Record<TreeGiftState, string> = {
  SCHEDULED: 'geplant',
  DELIVERED: 'zugestellt',
  CLAIMED: 'angenommen',
  '%future added value': 'geplant',
};

/** What follows the badge: when and how the gift reaches (or reached) the recipient. */
function stateDetail(g: TreeGiftCard_gift$data): string {
  if (g.state === 'CLAIMED' && g.claimedAt)
    return `am ${formatDateTime(g.claimedAt)} in den eigenen Klimahain übernommen`;
  if ((g.state === 'DELIVERED' || g.state === 'CLAIMED') && g.deliveredAt) {
    return g.recipientEmail
      ? `am ${formatDateTime(g.deliveredAt)} per E-Mail an ${g.recipientEmail}`
      : `am ${formatDateTime(g.deliveredAt)} als Urkunde zum Ausdrucken an dich`;
  }
  // Without an address the certificate goes to the giver at once, to print it for the day.
  return g.recipientEmail
    ? `wird am ${formatDate(g.deliverOn)} per E-Mail an ${g.recipientEmail} zugestellt`
    : `Urkunde zum Ausdrucken für den ${formatDate(g.deliverOn)} – sie kommt per E-Mail zu dir`;
}

/**
 * One of the giver's gifts in „Abo & Spenden“ (Baum verschenken): for whom, which trees, where the gift stands and
 * its message. Until it is delivered the giver can change its day and message.
 */
export function TreeGiftCard({ gift }: TreeGiftCardProps) {
  const g = useFragment(
    graphql`
      fragment TreeGiftCard_gift on TreeGift {
        id
        recipientName
        recipientEmail
        message
        deliverOn
        state
        deliveredAt
        claimedAt
        project
        treeCount
        amount
        editable
        certificateToken
      }
    `,
    gift,
  );
  const headingId = useId();
  const project = projectById(g.project);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        Für {g.recipientName}
      </h3>
      <p className={styles.state}>
        <span className={styles.badge} data-state={g.state}>
          {GIFT_STATE_LABELS[g.state]}
        </span>{' '}
        <span>{stateDetail(g)}</span>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Projekt</dt>
          <dd>{project?.shortTitle ?? g.project}</dd>
        </div>
        <div>
          <dt>Bäume</dt>
          <dd>{treesLabel(g.treeCount)}</dd>
        </div>
        <div>
          <dt>Betrag</dt>
          <dd>{formatEuro(g.amount)}</dd>
        </div>
      </dl>
      {g.message.trim() ? (
        <figure className={styles.message}>
          <figcaption className={styles.messageLabel}>Deine Nachricht</figcaption>
          <blockquote className={styles.quote}>
            <p>{g.message}</p>
          </blockquote>
        </figure>
      ) : null}
      {/* The giver's own way to the certificate: to look at it, print it or save it as PDF, also before its day. */}
      <p className={styles.certificate}>
        <Link to={certificatePagePath(g.certificateToken)} className={styles.link}>
          Urkunde ansehen und drucken
        </Link>
      </p>
      {g.editable ? (
        <EditTreeGiftDialog
          gift={{
            id: g.id,
            recipientName: g.recipientName,
            recipientEmail: g.recipientEmail ?? null,
            deliverOn: g.deliverOn,
            message: g.message,
          }}
        />
      ) : null}
    </article>
  );
}
