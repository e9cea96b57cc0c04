import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../../mocks/executor.js';
import { codes, testClient, type GraphQLResponse } from '../../../../mocks/testClient.js';

const SEND = `mutation ($contactData: InputContactData!) { sendContactEmail(contactData: $contactData) }`;

const NOW = new Date('2026-11-22T10:15:00.000Z');
const TEAM = 'team@klimahain.example';

function setup() {
  const server = createMockServer({ clock: () => NOW });
  return { server, gql: testClient(server) };
}

const contact = (
  overrides: Partial<Record<'contactEmail' | 'emailDoubleCheck' | 'contactName' | 'message' | 'subject', string>> = {},
) => {
  const contactEmail = overrides.contactEmail ?? 'frieda.koch@example.org';
  return {
    contactData: {
      contactEmail,
      emailDoubleCheck: overrides.emailDoubleCheck ?? contactEmail,
      contactName: 'Frieda Koch',
      message: 'Wann werden die Bäume in Uganda gepflanzt?',
      ...overrides,
    },
  };
};

const fields = (res: GraphQLResponse) =>
  Object.keys((res.errors?.[0]?.extensions?.fields as Record<string, string>) ?? {});

async function nothingStoredOrSent(server: ReturnType<typeof setup>['server']) {
  expect(await server.repos.contactMessages.list()).toEqual([]);
  expect(server.mailer.sent).toEqual([]);
}

describe('sendContactEmail', () => {
  it('answers true, stores the message and mails it to the team with the sender as reply-to', async () => {
    const { server, gql } = setup();
    const res = await gql(SEND, contact());
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendContactEmail).toBe(true);

    const stored = await server.repos.contactMessages.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      contactEmail: 'frieda.koch@example.org',
      contactName: 'Frieda Koch',
      message: 'Wann werden die Bäume in Uganda gepflanzt?',
      receivedAt: NOW,
    });
    expect(stored[0].id).toEqual(expect.any(String));

    expect(server.mailer.sent).toHaveLength(1);
    const mail = server.mailer.sent[0];
    expect(mail.to).toBe(TEAM);
    expect(mail.replyTo).toBe('frieda.koch@example.org');
    expect(mail.subject).toContain('Frieda Koch');
    expect(mail.text).toContain('Wann werden die Bäume in Uganda gepflanzt?');
    expect(mail.text).toContain('frieda.koch@example.org');
  });

  it('works for signed-in users as well as guests', async () => {
    const { server, gql } = setup();
    const res = await gql(SEND, contact(), 'withSubscription');
    expect(res.data!.sendContactEmail).toBe(true);
    expect(await server.repos.contactMessages.list()).toHaveLength(1);
  });

  it('trims the name and the message before storing them', async () => {
    const { server, gql } = setup();
    await gql(SEND, contact({ contactName: '  Frieda Koch ', message: '\n  Hallo!  \n' }));
    const [stored] = await server.repos.contactMessages.list();
    expect(stored.contactName).toBe('Frieda Koch');
    expect(stored.message).toBe('Hallo!');
  });

  it('keeps each message separately', async () => {
    const { server, gql } = setup();
    await gql(SEND, contact({ message: 'Erste Nachricht' }));
    await gql(SEND, contact({ message: 'Zweite Nachricht' }));
    const stored = await server.repos.contactMessages.list();
    expect(stored.map((m) => m.message).sort()).toEqual(['Erste Nachricht', 'Zweite Nachricht']);
    expect(new Set(stored.map((m) => m.id)).size).toBe(2);
    expect(server.mailer.sent).toHaveLength(2);
  });

  it('treats a differing hidden emailDoubleCheck as a bot: answers true but stores and sends nothing', async () => {
    const { server, gql } = setup();
    const res = await gql(SEND, contact({ emailDoubleCheck: 'bot@example.org' }));
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendContactEmail).toBe(true);
    await nothingStoredOrSent(server);
  });

  it('accepts an emailDoubleCheck that differs only in letter case', async () => {
    const { server, gql } = setup();
    await gql(SEND, contact({ contactEmail: 'Frieda.Koch@example.org', emailDoubleCheck: 'frieda.koch@EXAMPLE.org' }));
    expect(await server.repos.contactMessages.list()).toHaveLength(1);
  });

  it.each(['', '   '])(
    'refuses the blank name "%s" with BAD_USER_INPUT naming contactData.contactName',
    async (contactName) => {
      const { server, gql } = setup();
      const res = await gql(SEND, contact({ contactName }));
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fields(res)).toEqual(['contactData.contactName']);
      await nothingStoredOrSent(server);
    },
  );

  it.each(['', ' \n\t '])(
    'refuses the blank message %j with BAD_USER_INPUT naming contactData.message',
    async (message) => {
      const { server, gql } = setup();
      const res = await gql(SEND, contact({ message }));
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fields(res)).toEqual(['contactData.message']);
      expect(res.errors![0].message).not.toBe('Unexpected error.');
      await nothingStoredOrSent(server);
    },
  );

  it('names both fields when name and message are blank', async () => {
    const { gql } = setup();
    const res = await gql(SEND, contact({ contactName: ' ', message: '' }));
    expect(fields(res).sort()).toEqual(['contactData.contactName', 'contactData.message']);
  });

  it('refuses a message over 5000 characters, naming contactData.message', async () => {
    const { server, gql } = setup();
    const res = await gql(SEND, contact({ message: 'a'.repeat(5001) }));
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fields(res)).toEqual(['contactData.message']);
    await nothingStoredOrSent(server);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const { server, gql } = setup();
    const res = await gql(SEND, contact({ message: 'ä'.repeat(5000) }));
    expect(res.errors).toBeUndefined();
    expect((await server.repos.contactMessages.list())[0].message).toHaveLength(5000);
  });

  it('refuses a name over 200 characters, naming contactData.contactName', async () => {
    const { gql } = setup();
    const res = await gql(SEND, contact({ contactName: 'N'.repeat(201) }));
    expect(fields(res)).toEqual(['contactData.contactName']);
  });

  it.each(['keine-adresse', 'frieda@', 'frieda koch@example.org'])(
    'refuses the invalid contact address "%s" with BAD_USER_INPUT',
    async (contactEmail) => {
      const { server, gql } = setup();
      const res = await gql(SEND, contact({ contactEmail, emailDoubleCheck: contactEmail }));
      expect(codes(res)).not.toHaveLength(0);
      expect(new Set(codes(res))).toEqual(new Set(['BAD_USER_INPUT']));
      // Answered like the service's own input errors, so the form shows it at the field.
      expect(res.status).toBe(200);
      expect(res.errors![0].extensions?.fields).toEqual({
        'contactData.contactEmail': 'Bitte gib eine gültige E-Mail-Adresse ein.',
      });
      await nothingStoredOrSent(server);
    },
  );

  it('refuses an invalid hidden emailDoubleCheck with BAD_USER_INPUT', async () => {
    const { server, gql } = setup();
    const res = await gql(SEND, contact({ emailDoubleCheck: 'kaputt' }));
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    await nothingStoredOrSent(server);
  });

  it('refuses a missing message field with BAD_USER_INPUT', async () => {
    const { server, gql } = setup();
    const { message: _omitted, ...withoutMessage } = contact().contactData;
    const res = await gql(SEND, { contactData: withoutMessage });
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.status).toBe(200);
    expect(res.errors![0].extensions?.fields).toEqual({ 'contactData.message': 'Bitte fülle dieses Feld aus.' });
    await nothingStoredOrSent(server);
  });

  describe('subject (optional)', () => {
    it('puts the subject into the mail subject and text, beside the name', async () => {
      const { server, gql } = setup();
      const res = await gql(SEND, contact({ subject: '  Frage zur Spendenquittung ' }));
      expect(res.errors).toBeUndefined();
      const [mail] = server.mailer.sent;
      expect(mail.subject).toBe('Klimahain-Kontaktformular: Frage zur Spendenquittung (von Frieda Koch)');
      expect(mail.text).toContain('Betreff: Frage zur Spendenquittung');
    });

    it('keeps the old subject line when the subject is empty or left out', async () => {
      const { server, gql } = setup();
      await gql(SEND, contact({ subject: '   ' }));
      await gql(SEND, contact());
      expect(server.mailer.sent.map((m) => m.subject)).toEqual([
        'Klimahain-Kontaktformular: Nachricht von Frieda Koch',
        'Klimahain-Kontaktformular: Nachricht von Frieda Koch',
      ]);
    });

    it.each(['Hallo\r\nBcc: viele@example.org', 'Zeile\nzwei', 'Wagen\rrücklauf'])(
      'refuses a subject with a line break (%j) with a German message at contactData.subject',
      async (subject) => {
        const { server, gql } = setup();
        const res = await gql(SEND, contact({ subject }));
        expect(codes(res)).toEqual(['BAD_USER_INPUT']);
        expect(res.errors![0].extensions!.fields).toEqual({
          'contactData.subject': 'Der Betreff darf keinen Zeilenumbruch enthalten.',
        });
        await nothingStoredOrSent(server);
      },
    );

    it('refuses a subject over 150 characters and accepts exactly 150', async () => {
      const { server, gql } = setup();
      const tooLong = await gql(SEND, contact({ subject: 'B'.repeat(151) }));
      expect(tooLong.errors![0].extensions!.fields).toEqual({
        'contactData.subject': 'Der Betreff ist zu lang (höchstens 150 Zeichen).',
      });
      await nothingStoredOrSent(server);
      const exact = await gql(SEND, contact({ subject: 'B'.repeat(150) }));
      expect(exact.errors).toBeUndefined();
      expect(server.mailer.sent).toHaveLength(1);
    });
  });

  it('refuses a name with a line break inside (header injection) with a German message at contactData.contactName', async () => {
    const { server, gql } = setup();
    const res = await gql(SEND, contact({ contactName: 'Frieda\r\nBcc: viele@example.org' }));
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].extensions!.fields).toEqual({
      'contactData.contactName': 'Der Name darf keinen Zeilenumbruch enthalten.',
    });
    await nothingStoredOrSent(server);
  });

  it('never puts a control character into the mail subject', async () => {
    const { server, gql } = setup();
    await gql(SEND, contact({ contactName: 'Frieda\tKoch', subject: 'Baum\u0007 Frage' }));
    const [mail] = server.mailer.sent;
    // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
    expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(mail.subject).toBe('Klimahain-Kontaktformular: Baum  Frage (von Frieda Koch)');
  });
});
