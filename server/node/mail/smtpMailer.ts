import { createTransport, type Transporter } from 'nodemailer';
import type { Mail, Mailer } from '../../core/ports.js';
import { assertHeaderSafe } from './headerSafety.js';

/** Production mailer: nodemailer over SMTP (MAIL_TRANSPORT=smtp://user:pass@host:port). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Time-outs well below a browser's patience: a hanging relay must fail the request, not hold it for minutes.
    this.transport = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: Mail): Promise<void> {
    assertHeaderSafe(mail);
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content),
      })),
      // nodemailer would otherwise accept "to" lists from one string; one mail, one recipient.
      envelope: { from: envelopeAddress(this.from), to: [mail.to] },
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** `Klimahain <noreply@x>` → `noreply@x` (the SMTP envelope wants the bare address). */
const envelopeAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
