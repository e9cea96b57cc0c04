import type { Clock, IdGenerator, Mailer, SiteConfig } from '../../ports.js';
import type { ContactMessageRepository, Repositories } from '../../repositories/types.js';
import { PRODUCT_NAME } from '../product.js';
import { Validator } from '../validate.js';

export interface ContactInput {
  contactEmail: string;
  emailDoubleCheck: string;
  contactName: string;
  message: string;
  /** Optional subject line chosen by the sender; becomes part of the mail's Subject header. */
  subject?: string | null;
}

export const CONTACT_LIMITS = { name: 200, subject: 150, message: 5000 } as const;

/** CR or LF would let a sender add headers to the team's mail; other control characters have no place in a header. */
const LINE_BREAK = /[\r\n]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
const headerSafe = (value: string): string => value.replace(CONTROL, ' ');

export class ContactService {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    private readonly atomically: Repositories['atomically'] = (_keys, work) => work(),
  ) {}

  /** Stores the message and forwards it to the team. A differing honeypot copy is dropped silently. */
  async send(input: ContactInput): Promise<void> {
    const name = input.contactName.trim();
    const subject = input.subject?.trim() ?? '';
    const message = input.message.trim();
    const v = new Validator();
    v.check(name !== '', 'contactData.contactName', 'Bitte gib deinen Namen ein.');
    v.check(!LINE_BREAK.test(name), 'contactData.contactName', 'Der Name darf keinen Zeilenumbruch enthalten.');
    v.check(
      name.length <= CONTACT_LIMITS.name,
      'contactData.contactName',
      `Der Name ist zu lang (höchstens ${CONTACT_LIMITS.name} Zeichen).`,
    );
    v.check(!LINE_BREAK.test(subject), 'contactData.subject', 'Der Betreff darf keinen Zeilenumbruch enthalten.');
    v.check(
      subject.length <= CONTACT_LIMITS.subject,
      'contactData.subject',
      `Der Betreff ist zu lang (höchstens ${CONTACT_LIMITS.subject} Zeichen).`,
    );
    v.check(message !== '', 'contactData.message', 'Bitte gib eine Nachricht ein.');
    v.check(
      message.length <= CONTACT_LIMITS.message,
      'contactData.message',
      `Die Nachricht ist zu lang (höchstens ${CONTACT_LIMITS.message} Zeichen).`,
    );
    v.throwIfInvalid();
    if (input.contactEmail.toLowerCase() !== input.emailDoubleCheck.toLowerCase()) return;

    const record = {
      id: this.newId(),
      contactEmail: input.contactEmail,
      contactName: name,
      message,
      receivedAt: this.clock(),
    };
    // The record and the team's mail in one unit: with the mail queue (issue 34 §1) the mail is stored in the same
    // transaction as the message, so both are kept or neither, and the sender's request succeeds once they are.
    await this.atomically([`contact:${record.id}`], async () => {
      await this.mailer.send({
        to: this.site.teamEmail,
        replyTo: input.contactEmail,
        subject: headerSafe(
          `${PRODUCT_NAME}-Kontaktformular: ${subject ? `${subject} (von ${name})` : `Nachricht von ${name}`}`,
        ),
        text: `Von: ${name} <${input.contactEmail}>\n${subject ? `Betreff: ${subject}\n` : ''}Eingegangen: ${record.receivedAt.toISOString()}\n\n${message}`,
      });
      await this.messages.save(record);
    });
  }
}
