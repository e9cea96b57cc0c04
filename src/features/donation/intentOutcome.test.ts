import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';
import { describeIntentFailure, INTENT_FAILED } from './intentOutcome';

const answered = (errors: GraphQLResponseError['errors'], status = 200) => new GraphQLResponseError(errors, { status });

describe('describeIntentFailure', () => {
  it("puts the server's amount message beside the amount, anything else above the button", () => {
    expect(
      describeIntentFailure(
        answered([
          {
            message: 'x',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { amount: 'Der Betrag muss mindestens 5 € sein (ein Baum).' },
            },
          },
        ]),
      ),
    ).toEqual({
      kind: 'invalid',
      amount: 'Der Betrag muss mindestens 5 € sein (ein Baum).',
    });
    expect(
      describeIntentFailure(
        answered([
          {
            message: 'x',
            extensions: { code: 'BAD_USER_INPUT', fields: { project: 'Das Projekt „atlantis“ gibt es nicht.' } },
          },
        ]),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Das Projekt „atlantis“ gibt es nicht.',
    });
  });

  it("puts the server's gift messages beside the gift's fields, and a gift refused as such above the button", () => {
    const refused = (fields: Record<string, string>) =>
      describeIntentFailure(answered([{ message: 'x', extensions: { code: 'BAD_USER_INPUT', fields } }]));
    expect(
      refused({
        'gift.deliverOn': 'Das Geschenk kann frühestens heute zugestellt werden.',
        'gift.recipientEmail':
          'Bitte gib eine gültige E-Mail-Adresse an (z. B. name@beispiel.de) oder lass das Feld leer.',
      }),
    ).toEqual({
      kind: 'invalid',
      gift: {
        deliverOn: 'Das Geschenk kann frühestens heute zugestellt werden.',
        recipientEmail: 'Bitte gib eine gültige E-Mail-Adresse an (z. B. name@beispiel.de) oder lass das Feld leer.',
      },
    });
    expect(refused({ gift: 'Melde dich an, um Bäume zu verschenken.' })).toEqual({
      kind: 'invalid',
      gift: { form: 'Melde dich an, um Bäume zu verschenken.' },
    });
  });

  it('says when to try again after a rate limit', () => {
    const limited = answered([{ message: 'x', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 290 } }], 429);
    expect(describeIntentFailure(limited)).toEqual({
      kind: 'rateLimited',
      message: 'Zu viele Versuche. Bitte versuche es in 5 Minuten erneut.',
    });
  });

  it('keeps the choice and asks to try again for anything else', () => {
    expect(describeIntentFailure(new Error('offline'))).toEqual({ kind: 'failed', message: INTENT_FAILED });
    expect(describeIntentFailure(null)).toEqual({ kind: 'failed', message: INTENT_FAILED });
  });
});
