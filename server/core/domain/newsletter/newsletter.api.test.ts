import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../../mocks/executor.js';
import { codes, testClient } from '../../../../mocks/testClient.js';

const SUBSCRIBE = `
  mutation SubscribeNewsletter($newsletterData: NewsletterData!) {
    subscribeToNewsletter(newsletterData: $newsletterData) { success status }
  }
`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { success status } }`;

const APP_URL = 'http://127.0.0.1:5173';

/** A server whose clock can be moved forward between requests. */
function setup() {
  let now = new Date('2026-11-22T10:15:00.000Z');
  const server = createMockServer({ clock: () => now });
  return {
    server,
    gql: testClient(server),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    now: () => now,
  };
}

const data = (email: string, emailDoubleCheck = email) => ({
  newsletterData: { newsletterEmail: email, emailDoubleCheck },
});

/** The token from the confirmation link of a mail. */
function tokenFromMail(text: string): string {
  const match = /\/newsletter-abonniert\?token=([^\s&]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

describe('subscribeToNewsletter', () => {
  it('takes the sign-up and answers success with status PENDING_CONFIRMATION', async () => {
    const { gql } = setup();
    const res = await gql(SUBSCRIBE, data('neu@example.org'));
    expect(res.errors).toBeUndefined();
    expect(res.data!.subscribeToNewsletter).toEqual({ success: true, status: 'PENDING_CONFIRMATION' });
  });

  it('sends one confirmation mail to the address with a link to /newsletter-abonniert?token=…', async () => {
    const { server, gql } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    expect(server.mailer.sent).toHaveLength(1);
    const mail = server.mailer.sent[0];
    expect(mail.to).toBe('neu@example.org');
    expect(mail.text).toContain(`${APP_URL}/newsletter-abonniert?token=`);
    expect(tokenFromMail(mail.text)).not.toBe('');
  });

  it('writes the confirmation mail in German', async () => {
    const { server, gql } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    const mail = server.mailer.sent[0];
    expect(mail.subject).toMatch(/bestätige/i);
    expect(mail.subject).toMatch(/Newsletter/);
    expect(mail.text).toMatch(/bestätige/i);
  });

  it('keeps advertising out of the confirmation mail: the confirmation link is its only link', async () => {
    const { server, gql } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    const { text, subject } = server.mailer.sent[0];
    const links = text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/\/newsletter-abonniert\?token=/);
    for (const word of [/spende/i, /angebot/i, /rabatt/i, /jetzt .*kaufen/i, /abo\b/i]) {
      expect(text).not.toMatch(word);
      expect(subject).not.toMatch(word);
    }
  });

  it('stores a consent record with sign-up time, consent text version and when the mail went out', async () => {
    const { server, gql, now } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    const record = await server.repos.newsletter.findByEmail('neu@example.org');
    expect(record).toBeDefined();
    expect(record!.status).toBe('PENDING_CONFIRMATION');
    expect(record!.signedUpAt).toEqual(now());
    expect(record!.consentTextVersion).toEqual(expect.any(String));
    expect(record!.consentTextVersion.trim()).not.toBe('');
    expect(record!.confirmationMailSentAt).toEqual(now());
    expect(record!.confirmedAt).toBeNull();
    expect(record!.confirmationToken).toBe(tokenFromMail(server.mailer.sent[0].text));
  });

  it('gives every sign-up its own confirmation token', async () => {
    const { server, gql } = setup();
    await gql(SUBSCRIBE, data('eins@example.org'));
    await gql(SUBSCRIBE, data('zwei@example.org'));
    const [a, b] = server.mailer.sent.map((m) => tokenFromMail(m.text));
    expect(a).not.toBe(b);
  });

  it('trims spaces around the address before storing and mailing', async () => {
    const { server, gql } = setup();
    const res = await gql(SUBSCRIBE, data('  neu@example.org ', 'neu@example.org'));
    expect(res.data!.subscribeToNewsletter.status).toBe('PENDING_CONFIRMATION');
    expect(server.mailer.sent[0].to).toBe('neu@example.org');
    expect((await server.repos.newsletter.findByEmail('neu@example.org'))?.email).toBe('neu@example.org');
  });

  it('treats a differing hidden emailDoubleCheck as a bot: looks like success, but nothing is stored or sent', async () => {
    const { server, gql } = setup();
    const res = await gql(SUBSCRIBE, data('neu@example.org', 'bot@example.org'));
    expect(res.errors).toBeUndefined();
    expect(res.data!.subscribeToNewsletter).toEqual({ success: true, status: 'PENDING_CONFIRMATION' });
    expect(server.mailer.sent).toEqual([]);
    expect(await server.repos.newsletter.findByEmail('neu@example.org')).toBeUndefined();
    expect(await server.repos.newsletter.findByEmail('bot@example.org')).toBeUndefined();
  });

  it('accepts an emailDoubleCheck that differs only in letter case', async () => {
    const { server, gql } = setup();
    const res = await gql(SUBSCRIBE, data('Neu@Example.org', 'neu@example.org'));
    expect(res.data!.subscribeToNewsletter.status).toBe('PENDING_CONFIRMATION');
    expect(server.mailer.sent).toHaveLength(1);
  });

  it.each(['keine-adresse', 'a@b', 'mit leerzeichen@example.org', '', '@example.org'])(
    'refuses the invalid address "%s" with BAD_USER_INPUT and stores nothing',
    async (email) => {
      const { server, gql } = setup();
      const res = await gql(SUBSCRIBE, data(email));
      expect(codes(res)).not.toHaveLength(0);
      expect(new Set(codes(res))).toEqual(new Set(['BAD_USER_INPUT']));
      expect(res.data ?? null).toBeNull();
      expect(server.mailer.sent).toEqual([]);
      expect(await server.repos.newsletter.findByEmail(email)).toBeUndefined();
    },
  );

  it('refuses an invalid address written inline in the query with BAD_USER_INPUT', async () => {
    const { server, gql } = setup();
    const res = await gql(
      `mutation { subscribeToNewsletter(newsletterData: { newsletterEmail: "kaputt", emailDoubleCheck: "kaputt" }) { success } }`,
    );
    expect(codes(res)).toContain('BAD_USER_INPUT');
    expect(server.mailer.sent).toEqual([]);
  });

  it('answers a confirmed address exactly like a new one (nobody can test who subscribed) and sends no mail', async () => {
    const { server, gql } = setup();
    const before = await server.repos.newsletter.findByEmail('bestaetigt@example.org');
    const res = await gql(SUBSCRIBE, data('bestaetigt@example.org'));
    const fresh = await gql(SUBSCRIBE, data('ganz-neu@example.org'));
    expect(res).toEqual(fresh);
    expect(res.data!.subscribeToNewsletter).toEqual({ success: true, status: 'PENDING_CONFIRMATION' });
    server.mailer.sent.splice(0);
    expect(server.mailer.sent).toEqual([]);
    expect(await server.repos.newsletter.findByEmail('bestaetigt@example.org')).toEqual(before);
  });

  it('recognises a confirmed address in another letter case', async () => {
    const { server, gql } = setup();
    const res = await gql(SUBSCRIBE, data('Bestaetigt@Example.ORG'));
    expect(res.data!.subscribeToNewsletter.status).toBe('PENDING_CONFIRMATION');
    expect(server.mailer.sent).toEqual([]);
  });

  it('re-sends the confirmation mail at most once a day while pending, keeping one record and its token', async () => {
    const { server, gql, advance, now } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    const signedUpAt = now();
    advance(60 * 60_000);
    const soon = await gql(SUBSCRIBE, data('NEU@example.org'));
    expect(soon.data!.subscribeToNewsletter).toEqual({ success: true, status: 'PENDING_CONFIRMATION' });
    expect(server.mailer.sent).toHaveLength(1);
    advance(24 * 60 * 60_000);
    const res = await gql(SUBSCRIBE, data('NEU@example.org'));
    expect(res.data!.subscribeToNewsletter).toEqual({ success: true, status: 'PENDING_CONFIRMATION' });

    expect(server.mailer.sent).toHaveLength(2);
    expect(server.mailer.sent[1].to.toLowerCase()).toBe('neu@example.org');
    const [first, second] = server.mailer.sent.map((m) => tokenFromMail(m.text));
    expect(second).toBe(first);

    const record = await server.repos.newsletter.findByEmail('neu@example.org');
    expect(record!.signedUpAt).toEqual(signedUpAt);
    expect(record!.confirmationMailSentAt).toEqual(now());
    expect(await server.repos.newsletter.findByToken(first)).toEqual(record);
  });
});

describe('confirmNewsletterSubscription', () => {
  it('confirms with the token from the mail: CONFIRMED and confirmedAt set', async () => {
    const { server, gql, advance, now } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    advance(5 * 60_000);
    const token = tokenFromMail(server.mailer.sent[0].text);
    const res = await gql(CONFIRM, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.confirmNewsletterSubscription).toEqual({ success: true, status: 'CONFIRMED' });
    const record = await server.repos.newsletter.findByEmail('neu@example.org');
    expect(record!.status).toBe('CONFIRMED');
    expect(record!.confirmedAt).toEqual(now());
  });

  it('keeps the first confirmation time when the link is opened twice', async () => {
    const { server, gql, advance } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    const token = tokenFromMail(server.mailer.sent[0].text);
    await gql(CONFIRM, { token });
    const confirmedAt = (await server.repos.newsletter.findByEmail('neu@example.org'))!.confirmedAt;
    advance(24 * 3600_000);
    const again = await gql(CONFIRM, { token });
    expect(again.data!.confirmNewsletterSubscription).toEqual({ success: true, status: 'CONFIRMED' });
    expect((await server.repos.newsletter.findByEmail('neu@example.org'))!.confirmedAt).toEqual(confirmedAt);
  });

  it('answers like a new sign-up, without a new mail, when a confirmed subscriber signs up again', async () => {
    const { server, gql, advance } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    await gql(CONFIRM, { token: tokenFromMail(server.mailer.sent[0].text) });
    advance(48 * 60 * 60_000);
    const res = await gql(SUBSCRIBE, data('neu@example.org'));
    expect(res.data!.subscribeToNewsletter.status).toBe('PENDING_CONFIRMATION');
    expect(server.mailer.sent).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown token and changes nothing', async () => {
    const { server, gql } = setup();
    await gql(SUBSCRIBE, data('neu@example.org'));
    const res = await gql(CONFIRM, { token: 'gibt-es-nicht' });
    expect(codes(res)).toEqual(['NOT_FOUND']);
    expect(res.data?.confirmNewsletterSubscription ?? null).toBeNull();
    expect((await server.repos.newsletter.findByEmail('neu@example.org'))!.status).toBe('PENDING_CONFIRMATION');
  });

  it.each(['', '   '])('answers NOT_FOUND for the empty token "%s"', async (token) => {
    const { gql } = setup();
    expect(codes(await gql(CONFIRM, { token }))).toEqual(['NOT_FOUND']);
  });
});
