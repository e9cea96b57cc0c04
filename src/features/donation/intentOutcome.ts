import { rateLimitOf, serverErrorsOf } from '../../relay/requestFailure';
import { withoutPrefix, type GiftErrors } from '../gifts/giftDraft';

/** What became of „Weiter zur Zahlung“: a payment intent, a refused amount, a rate limit or any other failure. */
export type IntentOutcome =
  | { kind: 'created'; intentId: string }
  | { kind: 'invalid'; amount?: string; message?: string; gift?: GiftErrors }
  | { kind: 'rateLimited'; message: string }
  | { kind: 'failed'; message: string };

export const INTENT_FAILED =
  'Die Zahlung konnte gerade nicht vorbereitet werden. Bitte versuche es gleich noch einmal – deine Auswahl bleibt erhalten.';

/** Turns whatever createTwingleCampaignId failed with into what the form shows. */
export function describeIntentFailure(error: unknown): IntentOutcome {
  const limited = rateLimitOf(error);
  if (limited) return { kind: 'rateLimited', message: limited };

  const badInput = serverErrorsOf(error).find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (badInput) {
    const fields = (badInput.extensions?.fields ?? {}) as Record<string, string>;
    if (fields.amount) return { kind: 'invalid', amount: fields.amount };
    const gift = withoutPrefix(fields);
    if (Object.keys(gift).length > 0) return { kind: 'invalid', gift };
    return { kind: 'invalid', message: fields.project ?? 'Bitte prüfe deine Auswahl.' };
  }
  return { kind: 'failed', message: INTENT_FAILED };
}
