import { describe, expect, it } from 'vitest';
import { accountLink } from './accountLink.js';
import { createCustomMessageHandler, handler, type CustomMessageEvent } from './customMessage.js';

const APP = 'https://www.klimahain.example';

function event(triggerSource: string, attributes: Record<string, string> = {}): CustomMessageEvent {
  return {
    triggerSource,
    userPoolId: 'eu-central-1_abc',
    userName: '5f0c-sub',
    request: {
      codeParameter: '{####}',
      usernameParameter: null,
      userAttributes: { sub: '5f0c-sub', email: 'lena+test@example.org', given_name: 'Lena', ...attributes },
    },
    response: { emailSubject: null, emailMessage: null, smsMessage: null },
  };
}

/** What Cognito does after the Lambda: swap the placeholder for the code, then the mail is sent as HTML. */
const deliveredHref = (message: string, code: string) =>
  /href="([^"]+)"/.exec(message.replace('{####}', code))![1].replace(/&amp;/g, '&');

describe('the Cognito custom-message Lambda', () => {
  const customMessage = createCustomMessageHandler(APP);

  it.each([
    ['CustomMessage_SignUp', '/willkommen'],
    ['CustomMessage_ResendCode', '/willkommen'],
    ['CustomMessage_ForgotPassword', '/passwort-zuruecksetzen'],
    ['CustomMessage_UpdateUserAttribute', '/email-ueberpruefen'],
    ['CustomMessage_VerifyUserAttribute', '/email-ueberpruefen'],
  ])('%s links to %s with the code and the e-mail as username', async (source, path) => {
    const { response } = await customMessage(event(source));
    const href = deliveredHref(response.emailMessage!, '654321');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(APP + path);
    expect(url.searchParams.get('code')).toBe('654321');
    expect(url.searchParams.get('username')).toBe('lena+test@example.org');
  });

  it('keeps the placeholder literal and exactly once, so Cognito can put the code in', async () => {
    const { response } = await customMessage(event('CustomMessage_SignUp'));
    expect(response.emailMessage!.split('{####}')).toHaveLength(2);
    expect(response.emailMessage).not.toContain('%7B');
  });

  it('writes German mails with a greeting by first name and a clear subject', async () => {
    const signUp = (await customMessage(event('CustomMessage_SignUp'))).response;
    expect(signUp.emailSubject).toBe('Willkommen bei Klimahain – bitte bestätige deine E-Mail-Adresse');
    expect(signUp.emailMessage).toContain('<p>Hallo Lena,</p>');
    expect(signUp.emailMessage).toContain('E-Mail-Adresse bestätigen</a>');
    const reset = (await customMessage(event('CustomMessage_ForgotPassword'))).response;
    expect(reset.emailSubject).toBe('Passwort zurücksetzen für dein Klimahain-Konto');
  });

  it('escapes what the user typed into the greeting', async () => {
    const { response } = await customMessage(event('CustomMessage_SignUp', { given_name: '<b>Lena</b>' }));
    expect(response.emailMessage).toContain('Hallo &lt;b&gt;Lena&lt;/b&gt;,');
  });

  it('leaves other messages (e.g. MFA codes) to Cognito', async () => {
    const { response } = await customMessage(event('CustomMessage_Authentication'));
    expect(response).toEqual({ emailSubject: null, emailMessage: null, smsMessage: null });
  });

  it('takes the app URL from the Lambda environment and refuses to run without it', async () => {
    const before = process.env.APP_URL;
    try {
      delete process.env.APP_URL;
      expect(() => handler(event('CustomMessage_SignUp'))).toThrow(/APP_URL/);
      process.env.APP_URL = 'https://app.example/';
      const { response } = await handler(event('CustomMessage_ForgotPassword'));
      expect(deliveredHref(response.emailMessage!, '1')).toBe(
        'https://app.example/passwort-zuruecksetzen?code=1&username=lena%2Btest%40example.org',
      );
    } finally {
      if (before === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = before;
    }
  });
});

describe('accountLink', () => {
  it('URL-encodes code and username, so a + or & in an address survives', () => {
    expect(accountLink('http://127.0.0.1:5173', 'signUp', '12 34', 'a+b&c@example.org')).toBe(
      'http://127.0.0.1:5173/willkommen?code=12%2034&username=a%2Bb%26c%40example.org',
    );
  });
});
