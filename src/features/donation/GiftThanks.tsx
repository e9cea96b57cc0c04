import { formatDate } from '../../format/date';
import type { PaidGift } from './usePaymentStatus';

export interface GiftThanksProps {
  gift: PaidGift;
}

/** What happens next with a gift: the recipient's mail on its day, or the giver's certificate to print now. */
export function GiftThanks({ gift }: GiftThanksProps) {
  if (!gift.recipientEmail) {
    return (
      <p>
        Dein Geschenk für {gift.recipientName}: Die Urkunde zum Ausdrucken schicken wir dir gleich per E-Mail. Sie
        enthält auch den Link, mit dem {gift.recipientName} die Bäume in den eigenen Klimahain übernehmen kann.
      </p>
    );
  }
  return (
    <p>
      Dein Geschenk für {gift.recipientName}: Am {formatDate(gift.deliverOn)} schicken wir die Urkunde an{' '}
      {gift.recipientEmail}. Bis dahin kannst du Tag und Nachricht unter „Abo &amp; Spenden“ noch ändern.
    </p>
  );
}
