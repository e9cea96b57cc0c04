import { formatDate } from '../../format/date';
import { TextField } from '../../ui/TextField';
import { DeliveryDateField } from './DeliveryDateField';
import { GiftPreviewDialog, type GiftPreview } from './GiftPreviewDialog';
import { GiftMessageField } from './GiftMessageField';
import type { GiftDraft, GiftErrors } from './giftDraft';
import { deliveryWindow } from './giftDays';
import styles from './GiftFields.module.css';

export interface GiftFieldsProps {
  draft: GiftDraft;
  onChange: (draft: GiftDraft) => void;
  /** Shown once the donor tried to go on, or as the server sent them. */
  errors: GiftErrors;
  /** What the certificate says besides the draft: giver, place and trees of the donation as chosen so far. */
  preview: GiftPreview;
}

/** Who gets the trees, when, and with which words: the gift part of the donation form (loaded once it is asked for). */
export function GiftFields({ draft, onChange, errors, preview }: GiftFieldsProps) {
  const { first, last } = deliveryWindow();
  const set = (change: Partial<GiftDraft>) => onChange({ ...draft, ...change });
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>Dein Geschenk</legend>
      <TextField
        label="Name der beschenkten Person"
        name="giftRecipientName"
        value={draft.recipientName}
        onChange={(recipientName) => set({ recipientName })}
        autoComplete="off"
        isRequired
        error={errors.recipientName}
      />
      <TextField
        label="E-Mail-Adresse der beschenkten Person (freiwillig)"
        name="giftRecipientEmail"
        type="email"
        value={draft.recipientEmail}
        onChange={(recipientEmail) => set({ recipientEmail })}
        autoComplete="off"
        description="Wir schicken ihr am gewählten Tag die Urkunde. Ohne Adresse bekommst du die Urkunde gleich nach der Zahlung zum Ausdrucken."
        error={errors.recipientEmail}
      />
      <DeliveryDateField
        label="Tag der Zustellung"
        value={draft.deliverOn}
        onChange={(deliverOn) => set({ deliverOn })}
        minValue={first}
        maxValue={last}
        description={`Heute oder ein Tag bis zum ${formatDate(last)}.`}
        error={errors.deliverOn}
      />
      <GiftMessageField value={draft.message} onChange={(message) => set({ message })} error={errors.message} />
      <div>
        <GiftPreviewDialog draft={draft} preview={preview} />
      </div>
    </fieldset>
  );
}
