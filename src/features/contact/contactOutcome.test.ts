import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { fetchGraphQL } from '../../relay/fetchGraphQL';
import { rateLimitMessage } from '../../relay/requestFailure';
import { CONTACT_CHECK_INPUT, CONTACT_FAILED, describeContactFailure } from './contactOutcome';

const PARAMS = { name: 'SendContactEmailMutation', text: 'mutation { sendContactEmail }' } as RequestParameters;

/** What the mutation would fail with, made by the app's own fetch from a server answer. */
async function failureFrom(response: Response): Promise<unknown> {
  vi.stubGlobal('fetch', async () => response);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return fetchGraphQL(PARAMS, {}, null).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('rate limit', () => {
  it('says in how many minutes to try again, rounded up', async () => {
    const error = await failureFrom(
      Response.json(
        { errors: [{ message: 'Zu viele Anfragen.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 121 } }] },
        { status: 429 },
      ),
    );
    expect(describeContactFailure(error)).toEqual({
      kind: 'rateLimited',
      message: 'Zu viele Versuche. Bitte versuche es in 3 Minuten erneut.',
    });
  });

  it('reads the RATE_LIMITED code also with HTTP 200', async () => {
    const error = await failureFrom(
      Response.json({
        data: null,
        errors: [{ message: 'x', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 } }],
      }),
    );
    expect(describeContactFailure(error)).toMatchObject({
      message: 'Zu viele Versuche. Bitte versuche es in 1 Minute erneut.',
    });
  });

  it('takes Retry-After of a bare HTTP 429 from a proxy', async () => {
    const error = await failureFrom(
      new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '600' } }),
    );
    expect(describeContactFailure(error)).toEqual({
      kind: 'rateLimited',
      message: 'Zu viele Versuche. Bitte versuche es in 10 Minuten erneut.',
    });
  });

  it('still answers in German without any time', () => {
    expect(rateLimitMessage(undefined)).toBe('Zu viele Versuche. Bitte versuche es in ein paar Minuten erneut.');
  });
});

describe('refused input', () => {
  it('puts the service field errors at the form fields', async () => {
    const error = await failureFrom(
      Response.json({
        data: null,
        errors: [
          {
            message: 'Ungültige Eingabe',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: {
                'contactData.contactName': 'Der Name darf keinen Zeilenumbruch enthalten.',
                'contactData.subject': 'Der Betreff ist zu lang (höchstens 150 Zeichen).',
              },
            },
          },
        ],
      }),
    );
    expect(describeContactFailure(error)).toEqual({
      kind: 'invalid',
      fields: {
        name: 'Der Name darf keinen Zeilenumbruch enthalten.',
        subject: 'Der Betreff ist zu lang (höchstens 150 Zeichen).',
      },
    });
  });

  it('puts an address the EMail scalar refused (HTTP 400, no fields) at the e-mail field', async () => {
    const error = await failureFrom(
      Response.json(
        {
          errors: [
            {
              message:
                'Variable "$contactData" got invalid value "x" at "contactData.contactEmail"; EMail: Bitte gib eine gültige E-Mail-Adresse ein.',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
        { status: 400 },
      ),
    );
    expect(describeContactFailure(error)).toEqual({
      kind: 'invalid',
      fields: { email: 'Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.' },
    });
  });

  it('asks to check the input when the server names no field', async () => {
    const error = await failureFrom(
      Response.json({ errors: [{ message: 'kaputt', extensions: { code: 'BAD_USER_INPUT' } }] }, { status: 400 }),
    );
    expect(describeContactFailure(error)).toEqual({ kind: 'invalid', fields: {}, message: CONTACT_CHECK_INPUT });
  });
});

it('anything else is a German failure message', async () => {
  expect(describeContactFailure(await failureFrom(new Response('<h1>500</h1>', { status: 500 })))).toEqual({
    kind: 'failed',
    message: CONTACT_FAILED,
  });
  expect(describeContactFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', message: CONTACT_FAILED });
});
