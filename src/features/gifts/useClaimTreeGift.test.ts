import { describe, expect, it } from 'vitest';
import { GraphQLResponseError, NetworkError } from '../../relay/fetchGraphQL';
import { CLAIM_FAILED, claimFailureMessage } from './useClaimTreeGift';

const answered = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new GraphQLResponseError(errors, { status: 200 });

describe('what a refused claim says', () => {
  it('gives the server’s words for the gift', () => {
    const taken = answered({
      message: 'Ungültige Eingabe: token.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { token: 'Diese Bäume hat schon jemand in seinen Klimahain übernommen.' },
      },
    });
    expect(claimFailureMessage(taken)).toBe('Diese Bäume hat schon jemand in seinen Klimahain übernommen.');
    const gone = answered({
      message: 'Dieses Geschenk gibt es nicht oder es ist noch nicht zugestellt.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(claimFailureMessage(gone)).toBe('Dieses Geschenk gibt es nicht oder es ist noch nicht zugestellt.');
  });

  it('says when to try again after too many attempts', () => {
    const limited = answered({
      message: 'Zu viele Anfragen.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 90 },
    });
    expect(claimFailureMessage(limited)).toBe('Zu viele Versuche. Bitte versuche es in 2 Minuten erneut.');
  });

  it('says something general for a masked error, a field it does not know or no answer at all', () => {
    expect(
      claimFailureMessage(answered({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })),
    ).toBe(CLAIM_FAILED);
    expect(
      claimFailureMessage(
        answered({ message: 'Ungültige Eingabe: x.', extensions: { code: 'BAD_USER_INPUT', fields: { x: 'x' } } }),
      ),
    ).toBe(CLAIM_FAILED);
    expect(claimFailureMessage(new NetworkError('Der Server ist gerade nicht erreichbar.'))).toBe(CLAIM_FAILED);
    expect(CLAIM_FAILED).toBe(
      'Die Bäume konnten gerade nicht übernommen werden. Bitte versuche es gleich noch einmal.',
    );
  });
});
