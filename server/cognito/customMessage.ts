import { linkWithRawCode, type AccountLinkKind } from './accountLink.js';

/**
 * Cognito custom-message Lambda (deployed as the user pool's CustomMessage trigger, with APP_URL in its environment).
 * It turns Cognito's bare codes into German mails with a link to the page that spends the code: sign-up →
 * /willkommen, forgotten password → /passwort-zuruecksetzen, changed e-mail → /email-ueberpruefen. Pure: no AWS SDK,
 * no I/O, so it is unit-tested as a function and the bundle stays tiny.
 *
 * Cognito replaces `request.codeParameter` (usually `{####}`) in the returned message with the code, so the
 * placeholder must appear literally — and only once, inside the link (cognito-local replaces only the first one).
 */
export interface CustomMessageEvent {
  triggerSource: string;
  userPoolId?: string;
  userName?: string;
  request: {
    codeParameter: string;
    usernameParameter?: string | null;
    userAttributes: Record<string, string | undefined>;
    clientMetadata?: Record<string, string>;
  };
  response: {
    emailSubject?: string | null;
    emailMessage?: string | null;
    smsMessage?: string | null;
  };
}

interface MailText {
  kind: AccountLinkKind;
  subject: string;
  intro: string;
  button: string;
  outro: string;
}

const PRODUCT = 'Klimahain';

const MAILS: Record<string, MailText> = {
  CustomMessage_SignUp: {
    kind: 'signUp',
    subject: `Willkommen bei ${PRODUCT} – bitte bestätige deine E-Mail-Adresse`,
    intro: `schön, dass du bei ${PRODUCT} mitmachst! Bitte bestätige deine E-Mail-Adresse, dann ist dein Konto bereit.`,
    button: 'E-Mail-Adresse bestätigen',
    outro: 'Wenn du dich nicht registriert hast, ignoriere diese E-Mail einfach.',
  },
  CustomMessage_ResendCode: {
    kind: 'signUp',
    subject: `Dein neuer Bestätigungslink für ${PRODUCT}`,
    intro: 'hier ist dein neuer Link, um deine E-Mail-Adresse zu bestätigen. Ältere Links gelten nicht mehr.',
    button: 'E-Mail-Adresse bestätigen',
    outro: 'Wenn du dich nicht registriert hast, ignoriere diese E-Mail einfach.',
  },
  CustomMessage_ForgotPassword: {
    kind: 'resetPassword',
    subject: `Passwort zurücksetzen für dein ${PRODUCT}-Konto`,
    intro: 'du hast ein neues Passwort angefordert. Über diesen Link kannst du es festlegen:',
    button: 'Neues Passwort festlegen',
    outro:
      'Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail. Dein bisheriges Passwort bleibt gültig.',
  },
  CustomMessage_UpdateUserAttribute: {
    kind: 'verifyEmail',
    subject: `Bitte bestätige deine neue E-Mail-Adresse für ${PRODUCT}`,
    intro: 'du hast die E-Mail-Adresse deines Kontos geändert. Bitte bestätige, dass diese Adresse dir gehört:',
    button: 'Neue E-Mail-Adresse bestätigen',
    outro: 'Wenn du deine E-Mail-Adresse nicht geändert hast, melde dich bitte bei uns.',
  },
  CustomMessage_VerifyUserAttribute: {
    kind: 'verifyEmail',
    subject: `Bitte bestätige deine E-Mail-Adresse für ${PRODUCT}`,
    intro: 'bitte bestätige, dass diese E-Mail-Adresse zu deinem Konto gehört:',
    button: 'E-Mail-Adresse bestätigen',
    outro: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Builds the handler for an app URL; other trigger sources (e.g. MFA codes) keep Cognito's default message. */
export function createCustomMessageHandler(appUrl: string) {
  return async function customMessage<E extends CustomMessageEvent>(event: E): Promise<E> {
    const mail = MAILS[event.triggerSource];
    if (!mail) return event;
    const { userAttributes, codeParameter } = event.request;
    // The e-mail is the sign-in name (the pool's username is the sub); the pages prefill it and pass it to Cognito.
    const username = userAttributes.email ?? event.userName ?? '';
    const link = linkWithRawCode(appUrl, mail.kind, codeParameter, username);
    const greeting = userAttributes.given_name ? `Hallo ${escapeHtml(userAttributes.given_name)},` : 'Hallo,';
    // Cognito sends the message as HTML: paragraphs, and the link only as href so the placeholder appears once.
    event.response.emailSubject = mail.subject;
    event.response.emailMessage = [
      `<p>${greeting}</p>`,
      `<p>${escapeHtml(mail.intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(mail.button)}</a></p>`,
      `<p>${escapeHtml(mail.outro)}</p>`,
      `<p>Dein ${PRODUCT}-Team</p>`,
    ].join('\n');
    return event;
  };
}

/** The Lambda entry point: APP_URL is set on the function (e.g. https://www.klimahain.de). */
export const handler = (event: CustomMessageEvent) => {
  const appUrl = process.env.APP_URL;
  if (!appUrl) throw new Error('APP_URL is not set on the custom-message Lambda');
  return createCustomMessageHandler(appUrl)(event);
};
