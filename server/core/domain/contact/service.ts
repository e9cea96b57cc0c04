import type { Clock, IdGenerator, Mailer, SiteConfig } from '../../ports.js';
import type { ContactMessageRepository } from '../../repositories/types.js';
import { PRODUCT_NAME } from '../product.js';
import { Validator } from '../validate.js';

export interface ContactInput {
  contactEmail: string;
  emailDoubleCheck: string;
  contactName: string;
  message: string;
}

const MAX_MESSAGE = 5000;

export class ContactService {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
  ) {}

  /** Stores the message and forwards it to the team. A differing honeypot copy is dropped silently. */
  async send(input: ContactInput): Promise<void> {
    const name = input.contactName.trim();
    const message = input.message.trim();
    const v = new Validator();
    v.check(name !== '', 'contactData.contactName', 'Bitte gib deinen Namen ein.');
    v.check(name.length <= 200, 'contactData.contactName', 'Der Name ist zu lang (höchstens 200 Zeichen).');
    v.check(message !== '', 'contactData.message', 'Bitte gib eine Nachricht ein.');
    v.check(message.length <= MAX_MESSAGE, 'contactData.message', `Die Nachricht ist zu lang (höchstens ${MAX_MESSAGE} Zeichen).`);
    v.throwIfInvalid();
    if (input.contactEmail.toLowerCase() !== input.emailDoubleCheck.toLowerCase()) return;

    const record = { id: this.newId(), contactEmail: input.contactEmail, contactName: name, message, receivedAt: this.clock() };
    await this.messages.save(record);
    await this.mailer.send({
      to: this.site.teamEmail,
      replyTo: input.contactEmail,
      subject: `${PRODUCT_NAME}-Kontaktformular: Nachricht von ${name}`,
      text: `Von: ${name} <${input.contactEmail}>\nEingegangen: ${record.receivedAt.toISOString()}\n\n${message}`,
    });
  }
}
