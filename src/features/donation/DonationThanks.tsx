import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { expectedPlanting } from '../../../server/core/domain/orders/plantingSeason';
import { projectById } from '../../content/projects';
import { ACCOUNT_BASE } from '../../content/routes';
import { aboSentence, pledgeSentence } from '../../../server/core/domain/co2/claims';
import { formatEuro } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import { donationTypeLabel, treesLabel as trees } from '../account/donationLabels';
import { GiftThanks } from './GiftThanks';
import type { PaidDonation, PaidGift } from './usePaymentStatus';
import styles from './DonationThanks.module.css';

export interface DonationThanksProps {
  donation: PaidDonation;
  /** The gift this donation makes, if it is one. */
  gift?: PaidGift | null;
  signedIn: boolean;
}

/** What the reader does to move the page themselves; after it, the thanks is no longer placed. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** Longer than a smooth scroll that was under way when the thanks came. */
const PLACE_AGAIN_MS = 3_000;

/** „Danke!“ once the payment provider's push has recorded the donation: what it plants, where, and what it binds. */
export function DonationThanks({ donation, gift = null, signedIn }: DonationThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const format = useNumberFormat();
  const { locale } = format;
  // The page changed from the payment form to this: focus (and thus the screen reader) follows, and the view too. The
  // view stayed at the bottom of the (tall) widget box with focus() alone, so the box is scrolled to the top of the
  // view explicitly (clear of the sticky header: `scroll-margin-top`).
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    const section = element.closest('section') ?? element;
    section.scrollIntoView({ block: 'start' });
    // Another scroll can still land after this one: Twingle's widget asks for a smooth scroll to its top when the
    // payment is done (`scrollToTop`), and in e2e (1 run in 3) the page ended at the widget's old top with „Danke!“
    // cut off. So when scrolling ends, the thanks is placed again — for a moment only, and not once the reader has
    // moved the page themselves.
    const again = () => {
      const wanted = Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
      if (Math.abs(section.getBoundingClientRect().top - wanted) > 1) section.scrollIntoView({ block: 'start' });
    };
    const stop = () => {
      clearTimeout(timer);
      document.removeEventListener('scrollend', again);
      for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    };
    const timer = setTimeout(stop, PLACE_AGAIN_MS);
    document.addEventListener('scrollend', again);
    for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, []);
  // The donation has just been paid (a reload a few days later says the same season in all but rare cases).
  const [season] = useState(() => expectedPlanting(donation.project, new Date(), new Date())?.text ?? null);
  const project = projectById(donation.project);
  const where = project ? ` ${project.atLongLocation}` : '';
  const monthly = donation.rhythm === 'monthly';

  return (
    <section className={styles.thanks} aria-labelledby="donation-thanks-heading">
      <h2 id="donation-thanks-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Danke!
      </h2>
      {monthly ? (
        <p>
          Dein {donationTypeLabel(donation.donationType)} über {formatEuro(donation.amount)} im Monat läuft: Jeden Monat
          pflanzen wir {trees(donation.treeUnitsRequested, format)}
          {where}. {aboSentence(donation.treeUnitsRequested, null, { locale })}
        </p>
      ) : (
        <p>
          Deine Spende über {formatEuro(donation.amount)} ist bei uns eingegangen. Davon pflanzen wir{' '}
          {trees(donation.treeUnitsRequested, format)}
          {where}. {pledgeSentence(donation.treeUnitsRequested, locale)}
        </p>
      )}
      {gift ? <GiftThanks gift={gift} /> : null}
      <h3 className={styles.subheading}>So geht es weiter</h3>
      <ul className={styles.steps}>
        <li>Twingle schickt dir eine Bestätigung deiner Zahlung an die E-Mail-Adresse aus dem Zahlungsformular.</li>
        {season ? (
          <li>
            {monthly ? 'Die Bäume deiner ersten Monatsrate pflanzt' : 'Deine Bäume pflanzt'} unser Pflanzpartner in der
            Regenzeit, voraussichtlich {season}.{signedIn ? ' Im Baumdepot siehst du, wie weit sie sind.' : ''}
          </li>
        ) : null}
        {signedIn ? <li>Deine Zuwendungsbestätigungen für das Finanzamt findest du unter „Abo & Spenden“.</li> : null}
      </ul>
      {signedIn ? (
        <p className={styles.next}>
          <Link to={`${ACCOUNT_BASE}/abo-spenden`} className={styles.link}>
            Zu „Abo & Spenden“
          </Link>
          <Link to={`${ACCOUNT_BASE}/uebersicht`} className={styles.link}>
            Zu deiner Übersicht
          </Link>
        </p>
      ) : (
        <p className={styles.next}>
          Mit einem Konto siehst du künftige Spenden, ihre Zuwendungsbestätigungen und wie deine Bäume wachsen.{' '}
          <Link to="/registrieren" className={styles.link}>
            Konto anlegen
          </Link>
        </p>
      )}
    </section>
  );
}
