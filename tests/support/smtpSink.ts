import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  /** Raw header lines, to prove nothing was injected. */
  headerLines: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  /** MAIL_TRANSPORT for the server, with the sink's credentials. */
  url: string;
  mails: ReceivedMail[];
  /** While true, every message is refused with 451 (a relay that is down for a moment). */
  refuse: boolean;
  close(): Promise<void>;
}

const USER = 'klimahain';
const PASSWORD = 'geheim';
const text = (a: AddressObject | AddressObject[] | undefined) =>
  [a ?? []]
    .flat()
    .map((x) => x.text)
    .join(', ');

/**
 * An in-process SMTP server on a free loopback port that parses and keeps every mail (tests, never production). With
 * `port`, on that port: a relay that comes back where a server was refused before (mail queue tests).
 */
export async function startSmtpSink({ port: wanted = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = { url: '', mails: [], refuse: false, close: async () => {} };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === USER && auth.password === PASSWORD) done(null, { user: USER });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      if (sink.refuse) {
        stream.resume();
        stream.on('end', () => done(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          sink.mails.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: text(mail.from),
            to: text(mail.to),
            replyTo: mail.replyTo ? text(mail.replyTo) : undefined,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            headerLines: mail.headerLines.map((h) => h.line),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}
