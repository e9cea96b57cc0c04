import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockTokenFor } from '../../../mocks/auth.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtpSink.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import type { Repositories } from '../../core/repositories/types.js';
import { readConfig } from '../config.js';
import { createNodeServer, mailQueueJobOf } from '../createNodeServer.js';
import { SmtpMailer } from './smtpMailer.js';

const APP_URL = 'https://klimahain.example';

describe('mail over SMTP (MAIL_TRANSPORT=smtp://…)', () => {
  let sink: SmtpSink;
  let repos: Repositories;
  let server: ReturnType<typeof createNodeServer>;
  let url = '';
  // The mail queue's clock (the test moves it to the next retry); real time otherwise.
  let clockOffsetMs = 0;
  /** One round of the server's mail queue: what was stored has been tried when it resolves. */
  const delivered = () => mailQueueJobOf(server)!.runNow();

  beforeAll(async () => {
    sink = await startSmtpSink();
    repos = createMemoryRepositories();
    const env = {
      AUTH_MODE: 'mock',
      DATABASE_URL: 'memory',
      MAIL_TRANSPORT: sink.url,
      APP_URL,
      TEAM_EMAIL: 'team@klimahain.example',
    };
    server = createNodeServer(
      readConfig(env),
      { repos, jobClock: () => new Date(Date.now() + clockOffsetMs) },
      () => {},
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await sink.close();
  });

  beforeEach(() => {
    sink.mails.length = 0;
    sink.refuse = false;
  });

  const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['x-access-code'] = token;
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return res.json();
  };
  const subscribe = (email: string) =>
    gql('mutation($d: NewsletterData!) { subscribeToNewsletter(newsletterData: $d) { status } }', {
      d: { newsletterEmail: email, emailDoubleCheck: email },
    });
  const contact = (contactData: Record<string, string>) =>
    gql('mutation($c: InputContactData!) { sendContactEmail(contactData: $c) }', { c: contactData });

  it('sends the newsletter opt-in in German with a link that confirms', async () => {
    expect((await subscribe('Jörg@example.org')).data.subscribeToNewsletter.status).toBe('PENDING_CONFIRMATION');
    await delivered();
    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail).toMatchObject({
      envelopeTo: ['Jörg@example.org'],
      to: 'Jörg@example.org',
      from: '"Klimahain" <noreply@klimahain.example>',
      subject: 'Bitte bestätige deine Anmeldung zum Klimahain-Newsletter',
    });
    expect(mail.text).toContain('Bitte bestätige die Anmeldung mit einem Klick auf diesen Link:');
    const token = (await repos.newsletter.findByEmail('jörg@example.org'))!.confirmationToken;
    const link = `${APP_URL}/newsletter-abonniert?token=${encodeURIComponent(token)}`;
    expect(mail.text).toContain(link);
    const confirmed = await gql('mutation($t: String!) { confirmNewsletterSubscription(token: $t) { status } }', {
      t: new URL(link).searchParams.get('token'),
    });
    expect(confirmed.data.confirmNewsletterSubscription.status).toBe('CONFIRMED');
  });

  it('sends the opt-in of a newsletter box ticked at sign-up when the account is created', async () => {
    const token = mockTokenFor({
      sub: 'user-neu',
      email: 'neu@example.org',
      givenName: 'Neu',
      familyName: 'Ling',
      newsletter: true,
    });
    expect((await gql('{ user { firstName } }', {}, token)).data.user.firstName).toBe('Neu');
    await delivered();
    expect(sink.mails.map((m) => [m.to, m.subject])).toEqual([
      ['neu@example.org', 'Bitte bestätige deine Anmeldung zum Klimahain-Newsletter'],
    ]);
  });

  it('forwards a contact message to the team with the sender as Reply-To', async () => {
    const res = await contact({
      contactName: 'Max Müller',
      contactEmail: 'max@example.org',
      emailDoubleCheck: 'max@example.org',
      subject: 'Spendenquittung',
      message: 'Grüße aus Köln – bekomme ich eine Quittung?',
    });
    expect(res.errors).toBeUndefined();
    await delivered();
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]).toMatchObject({
      envelopeTo: ['team@klimahain.example'],
      replyTo: 'max@example.org',
      subject: 'Klimahain-Kontaktformular: Spendenquittung (von Max Müller)',
    });
    expect(sink.mails[0].text).toContain('Grüße aus Köln – bekomme ich eine Quittung?');
    expect(await repos.contactMessages.list()).toHaveLength(1);
  });

  it('refuses a line break in the name and sends nothing (no injected Bcc)', async () => {
    const res = await contact({
      contactName: 'Max\r\nBcc: x@example.net',
      contactEmail: 'max@example.org',
      emailDoubleCheck: 'max@example.org',
      message: 'Hallo',
    });
    expect(res.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'contactData.contactName': expect.any(String) },
    });
    await delivered();
    expect(sink.mails).toEqual([]);
  });

  it('signs up while the relay refuses the mail (451) and sends it once the relay is back (issue 34 §1)', async () => {
    sink.refuse = true;
    const signedUp = await subscribe('spaeter@example.org');
    expect(signedUp.errors).toBeUndefined();
    expect(signedUp.data.subscribeToNewsletter.status).toBe('PENDING_CONFIRMATION');
    expect(await repos.newsletter.findByEmail('spaeter@example.org')).toBeDefined();
    expect((await delivered()).retried).toHaveLength(1);
    expect(sink.mails).toEqual([]);
    sink.refuse = false;
    clockOffsetMs += 60_000; // the first retry is due after 30 s
    expect((await delivered()).sent).toHaveLength(1);
    expect(sink.mails.map((m) => m.envelopeTo)).toEqual([['spaeter@example.org']]);
    expect(await delivered()).toMatchObject({ sent: [], retried: [] });
  });

  it('sends attachments (a receipt’s PDF) byte for byte', async () => {
    const mailer = new SmtpMailer(sink.url, 'Klimahain <noreply@klimahain.example>');
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0x0a]);
    await mailer.send({
      to: 'a@example.org',
      subject: 'Deine Sammelbestätigung 2025',
      text: 'Anbei.',
      attachments: [{ filename: 'Sammelbestaetigung-2025.pdf', contentType: 'application/pdf', content: pdf }],
    });
    mailer.close();
    expect(sink.mails[0].attachments).toEqual([
      { filename: 'Sammelbestaetigung-2025.pdf', contentType: 'application/pdf', content: Buffer.from(pdf) },
    ]);
  });

  it('never passes a header with a line break to the relay', async () => {
    const mailer = new SmtpMailer(sink.url, 'Klimahain <noreply@klimahain.example>');
    await expect(
      mailer.send({ to: 'a@example.org', subject: 'Hallo\r\nBcc: x@example.net', text: 'x' }),
    ).rejects.toThrow(/Subject/);
    await expect(mailer.send({ to: 'a@example.org\nb@example.net', subject: 'Hallo', text: 'x' })).rejects.toThrow(
      /To/,
    );
    mailer.close();
    expect(sink.mails).toEqual([]);
  });
});
