import { useState, type FormEvent } from 'react';
import { useLoadingWhile } from '../../app/feedback/globalLoading';
import { DialogTrigger } from 'react-aria-components';
import { giftProblems } from '../../../server/core/domain/gifts/rules';
import { formatDate } from '../../format/date';
import type { IsoDate } from '../../../server/core/repositories/types';
import { rateLimitOf, serverErrorsOf } from '../../relay/requestFailure';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import {
  DialogActions,
  DialogButtons,
  DialogForm,
  DialogFrame,
  DialogNote,
  DialogStatus,
  DialogTitle,
} from '../../ui/DialogFrame';
import { requestErrorMessage } from '../privacy/requestErrorMessage';
import { DeliveryDateField } from './DeliveryDateField';
import { deliveryWindow } from './giftDays';
import { GiftMessageField } from './GiftMessageField';
import { useUpdateTreeGift, type TreeGiftChange } from './useUpdateTreeGift';

export const SAVE_FAILED = 'Dein Geschenk konnte gerade nicht geändert werden. Bitte versuche es noch einmal.';
export const SAVED = 'Dein Geschenk wurde geändert.';

/** The gift as it is now: what the form starts with, and what the check needs besides day and message. */
export interface EditableTreeGift {
  id: string;
  recipientName: string;
  recipientEmail: string | null;
  deliverOn: IsoDate;
  message: string;
}

export interface EditTreeGiftDialogProps {
  gift: EditableTreeGift;
}

interface FieldErrors {
  deliverOn?: string;
  message?: string;
}

/**
 * „Datum oder Nachricht ändern“: a modal form (react-aria) with the gift's day and message. Focus moves in and returns
 * to the button; the form checks what the server checks before sending. A refusal stays in the dialog — beside its
 * field, or as an alert — with everything typed kept; once saved, the dialog closes and a polite status says so.
 */
export function EditTreeGiftDialog({ gift }: EditTreeGiftDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const { update, isPending } = useUpdateTreeGift();
  // Like saving the profile: the app's overlay says what happens (spec §2, at least 1000 ms).
  useLoadingWhile(isPending, 'Dein Geschenk wird gespeichert …');
  return (
    <DialogActions>
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          // While saving, the answer decides whether the dialog closes.
          if (isPending) return;
          if (open) setSaved(false);
          setOpen(open);
        }}
      >
        <Button variant="secondary">Datum oder Nachricht ändern</Button>
        <DialogFrame isDismissable={!isPending}>
          {({ close }) => (
            <EditTreeGiftForm
              gift={gift}
              isPending={isPending}
              save={(change) => update(gift.id, change)}
              onCancel={close}
              onSaved={() => {
                setOpen(false);
                setSaved(true);
              }}
            />
          )}
        </DialogFrame>
      </DialogTrigger>
      <DialogStatus>{saved ? SAVED : null}</DialogStatus>
    </DialogActions>
  );
}

interface EditTreeGiftFormProps {
  gift: EditableTreeGift;
  isPending: boolean;
  save: (change: TreeGiftChange) => Promise<void>;
  onCancel: () => void;
  onSaved: () => void;
}

/** The dialog's content: mounted when it opens, so it starts from the gift's current values every time. */
function EditTreeGiftForm({ gift, isPending, save, onCancel, onSaved }: EditTreeGiftFormProps) {
  // The window as it is when the dialog opens; the server counts again on saving.
  const [{ first, last }] = useState(() => deliveryWindow());
  const [deliverOn, setDeliverOn] = useState<IsoDate | null>(gift.deliverOn);
  const [message, setMessage] = useState(gift.message);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const dayChanged = deliverOn !== gift.deliverOn;
    // As the server does: an unchanged day that has passed meanwhile is no error (the gift goes out on the next run).
    const problems = giftProblems(
      {
        recipientName: gift.recipientName,
        recipientEmail: gift.recipientEmail,
        message,
        deliverOn: dayChanged ? (deliverOn ?? '') : gift.deliverOn < first ? first : gift.deliverOn,
      },
      first,
    );
    const found: FieldErrors = { deliverOn: problems['gift.deliverOn'], message: problems['gift.message'] };
    setErrors(found);
    setFailure(null);
    if (found.deliverOn || found.message) return;
    try {
      await save({ ...(dayChanged && deliverOn ? { deliverOn } : {}), message });
      onSaved();
    } catch (error) {
      const refused = describeFailure(error);
      setErrors(refused.fields);
      setFailure(refused.message);
    }
  }

  return (
    <DialogForm onSubmit={handleSubmit} validationBehavior="aria">
      <DialogTitle>Geschenk für {gift.recipientName} ändern</DialogTitle>
      <DialogNote>Bis das Geschenk zugestellt ist, kannst du Datum und Nachricht ändern.</DialogNote>
      <DeliveryDateField
        label={gift.recipientEmail ? 'Zustellen am' : 'Urkunde für den'}
        value={deliverOn}
        onChange={(day) => {
          setDeliverOn(day);
          setErrors((e) => ({ ...e, deliverOn: undefined }));
        }}
        minValue={first}
        maxValue={last}
        error={errors.deliverOn}
        description={`Frühestens heute, spätestens am ${formatDate(last)}.`}
      />
      <GiftMessageField
        value={message}
        onChange={(text) => {
          setMessage(text);
          setErrors((e) => ({ ...e, message: undefined }));
        }}
        error={errors.message}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <DialogButtons>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Abbrechen
        </Button>
        <Button type="submit" isPending={isPending}>
          {isPending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
      </DialogButtons>
    </DialogForm>
  );
}

/** The server's refusal for this form: its field errors beside day and message, anything else as one message. */
function describeFailure(error: unknown): { fields: FieldErrors; message: string | null } {
  const limited = rateLimitOf(error);
  if (limited) return { fields: {}, message: limited };
  const fields: FieldErrors = {};
  let general: string | null = null;
  for (const e of serverErrorsOf(error)) {
    if (e.extensions?.code !== 'BAD_USER_INPUT') continue;
    for (const [path, text] of Object.entries((e.extensions.fields as Record<string, string> | undefined) ?? {})) {
      if (path === 'gift.deliverOn') fields.deliverOn ??= text;
      else if (path === 'gift.message') fields.message ??= text;
      else general ??= text;
    }
  }
  if (fields.deliverOn || fields.message || general) return { fields, message: general };
  return { fields: {}, message: requestErrorMessage(error, SAVE_FAILED) };
}
