import { GraphQLResponseError, NetworkError } from '../../relay/fetchGraphQL';
import { rateLimitMessage } from '../contact/contactOutcome';

/** What became of „Weiter zur Zahlung“: a payment intent, a refused amount, a rate limit or any other failure. */
export type IntentOutcome =
  | { kind: 'created'; intentId: string }
  | { kind: 'invalid'; amount?: string; message?: string }
  | { kind: 'rateLimited'; message: string }
  | { kind: 'failed'; message: string };

export const INTENT_FAILED = 'Die Zahlung konnte gerade nicht vorbereitet werden. Bitte versuche es gleich noch einmal – deine Auswahl bleibt erhalten.';

/** Turns whatever createTwingleCampaignId failed with into what the form shows. */
export function describeIntentFailure(error: unknown): IntentOutcome {
  const http = error instanceof GraphQLResponseError || error instanceof NetworkError ? error.http : undefined;
  const errors = error instanceof GraphQLResponseError ? error.errors : [];

  const limited = errors.find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (limited || http?.status === 429) {
    const fromServer = Number(limited?.extensions?.retryAfterSeconds);
    return { kind: 'rateLimited', message: rateLimitMessage(fromServer > 0 ? fromServer : http?.retryAfterSeconds) };
  }

  const badInput = errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (badInput) {
    const fields = (badInput.extensions?.fields ?? {}) as Record<string, string>;
    if (fields.amount) return { kind: 'invalid', amount: fields.amount };
    return { kind: 'invalid', message: fields.project ?? 'Bitte prüfe deine Auswahl.' };
  }
  return { kind: 'failed', message: INTENT_FAILED };
}
