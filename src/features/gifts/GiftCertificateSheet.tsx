import { pledgeSentence } from '../../../server/core/domain/co2/claims';
import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { LeafIcon } from '../../app/header/icons';
import { formatDate } from '../../format/date';
import { useNumberFormat } from '../../format/useNumberFormat';
import { treesLabel } from '../account/donationLabels';
import styles from './GiftCertificateSheet.module.css';

/** What a certificate says: the gift's own values, or the donation form's draft in the preview. */
export interface GiftCertificateSheetValues {
  recipientName: string;
  giverName: string;
  message: string;
  /** Where the trees grow, with its preposition: „auf Borneo (Indonesien)“. */
  atForest: string;
  treeCount: number;
  /** yyyy-MM-dd */
  deliverOn: string;
}

export interface GiftCertificateSheetProps {
  values: GiftCertificateSheetValues;
  /** The id of the sheet's heading („Urkunde“), for the region that holds it. */
  headingId?: string;
  /**
   * The certificate page's sheet: printing that page prints this sheet alone on one A4 page (app shell, claim and
   * plots left out). The preview on the donation page is no printable sheet.
   */
  printable?: boolean;
}

/**
 * The certificate itself (Baum-Urkunde), as the certificate page shows and prints it and the donation page previews
 * it: the logo, for whom and from whom, the message, the trees and what they bind over their growth
 * (server/core/domain/co2/claims.ts), and the day.
 */
export function GiftCertificateSheet({ values: v, headingId, printable = false }: GiftCertificateSheetProps) {
  const format = useNumberFormat();
  return (
    <div className={styles.sheet} data-printable={printable || undefined}>
      <p className={styles.logo}>
        <LeafIcon className={styles.mark} />
        <span>{PRODUCT_NAME}</span>
      </p>
      <h2 id={headingId} className={styles.title}>
        Urkunde
      </h2>
      <p className={styles.recipient}>
        für <strong className={styles.name}>{v.recipientName}</strong>
      </p>
      <p className={styles.giver}>von {v.giverName}</p>
      {v.message ? (
        <blockquote className={styles.message}>
          <p>{v.message}</p>
        </blockquote>
      ) : null}
      <p className={styles.trees}>
        {treesLabel(v.treeCount)} {v.atForest}
      </p>
      <p className={styles.co2}>{pledgeSentence(v.treeCount, format.locale)}</p>
      <p className={styles.date}>
        Geschenkt am <time dateTime={v.deliverOn}>{formatDate(v.deliverOn)}</time>
      </p>
    </div>
  );
}
