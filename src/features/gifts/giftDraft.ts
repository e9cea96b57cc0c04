import { giftProblems } from '../../../server/core/domain/gifts/rules';
import type { IsoDate } from '../../../server/core/repositories/types';

/** What the donor has typed into the gift fields so far. */
export interface GiftDraft {
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** null while the day is not completely entered. */
  deliverOn: IsoDate | null;
}

/** The German error per field of a draft (keys without the `gift.` prefix); empty when it can be sent. */
export type GiftErrors = Partial<Record<keyof GiftDraft | 'form', string>>;

export const emptyGift = (today: IsoDate | null): GiftDraft => ({
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliverOn: today,
});

/** The server's own rules (gifts/rules.ts), so the form refuses exactly what the server would. */
export function giftDraftErrors(draft: GiftDraft, today: IsoDate): GiftErrors {
  return withoutPrefix(giftProblems({ ...draft, deliverOn: draft.deliverOn ?? '' }, today));
}

/** `{ 'gift.message': … }` from the server → `{ message: … }`; a plain `gift` error is the form's. */
export function withoutPrefix(fields: Record<string, string>): GiftErrors {
  const errors: GiftErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    if (key === 'gift') errors.form = message;
    else if (key.startsWith('gift.')) errors[key.slice(5) as keyof GiftDraft] = message;
  }
  return errors;
}

/** The mutation's InputTreeGift: an empty address means „print it yourself“. */
export function giftInput(draft: GiftDraft) {
  return {
    recipientName: draft.recipientName.trim(),
    recipientEmail: draft.recipientEmail.trim() || null,
    message: draft.message.trim() || null,
    deliverOn: draft.deliverOn!,
  };
}
