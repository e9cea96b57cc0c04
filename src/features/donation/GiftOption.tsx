import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SIGN_IN_LINK } from '../../content/navigation';
import { PageSpinner } from '../../app/feedback/PageSpinner';
import { Checkbox } from '../../ui/Checkbox';
import { useFromHere } from '../auth/useFromHere';
import type { GiftDraft, GiftErrors } from '../gifts/giftDraft';
import type { GiftPreview } from '../gifts/GiftPreviewDialog';
import styles from './DonationChooser.module.css';

// The date picker and its calendar are loaded only for donors who make their donation a gift.
const GiftFields = lazy(async () => ({ default: (await import('../gifts/GiftFields')).GiftFields }));

export interface GiftOptionProps {
  signedIn: boolean;
  isGift: boolean;
  onIsGiftChange: (isGift: boolean) => void;
  draft: GiftDraft;
  onDraftChange: (draft: GiftDraft) => void;
  errors: GiftErrors;
  /** Giver, place and trees for the certificate's preview. */
  preview: GiftPreview;
}

/**
 * „Baum verschenken“ for a one-time donation. Only with an account: the giver follows the gift and can still change
 * its day and message there.
 */
export function GiftOption({
  signedIn,
  isGift,
  onIsGiftChange,
  draft,
  onDraftChange,
  errors,
  preview,
}: GiftOptionProps) {
  const fromHere = useFromHere();
  if (!signedIn) {
    return (
      <p className={styles.giftHint}>
        Du möchtest die Bäume verschenken?{' '}
        <Link to={SIGN_IN_LINK.to} state={fromHere} className={styles.link}>
          Melde dich an
        </Link>
        , dann wählst du hier, wer sie bekommt, an welchem Tag und mit welchen Worten.
      </p>
    );
  }
  return (
    <div className={styles.gift}>
      <Checkbox name="isGift" isSelected={isGift} onChange={onIsGiftChange}>
        Als Geschenk verschenken – mit Urkunde für die beschenkte Person
      </Checkbox>
      {isGift ? (
        <Suspense fallback={<PageSpinner message="Die Angaben zum Geschenk werden geladen …" />}>
          <GiftFields draft={draft} onChange={onDraftChange} errors={errors} preview={preview} />
        </Suspense>
      ) : null}
    </div>
  );
}
