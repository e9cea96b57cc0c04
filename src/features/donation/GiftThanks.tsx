import { Link } from 'react-router-dom';
import { formatDate } from '../../format/date';
import { certificatePagePath } from '../gifts/certificateLinks';
import type { PaidGift } from './usePaymentStatus';
import styles from './GiftThanks.module.css';

export interface GiftThanksProps {
  gift: PaidGift;
}

/**
 * What happens next with a gift: the recipient's mail on its day, or the giver's certificate to print now — and the
 * giver's own link to the certificate, to look at it, print it or save it as PDF at once.
 */
export function GiftThanks({ gift }: GiftThanksProps) {
  const link = (
    <Link to={certificatePagePath(gift.certificateToken)} className={styles.link}>
      Urkunde ansehen und drucken
    </Link>
  );
  if (!gift.recipientEmail) {
    return (
      <>
        <p>
          Dein Geschenk für {gift.recipientName}: Die Urkunde zum Ausdrucken schicken wir dir gleich per E-Mail. Sie
          enthält auch den Link, mit dem {gift.recipientName} die Bäume in den eigenen Klimahain übernehmen kann.
        </p>
        <p>{link}</p>
      </>
    );
  }
  return (
    <>
      <p>
        Dein Geschenk für {gift.recipientName}: Am {formatDate(gift.deliverOn)} schicken wir die Urkunde an{' '}
        {gift.recipientEmail}. Bis dahin kannst du Tag und Nachricht unter „Abo &amp; Spenden“ noch ändern.
      </p>
      <p>{link}</p>
    </>
  );
}
