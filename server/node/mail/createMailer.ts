import type { Mailer } from '../../core/ports.js';
import type { MailConfig } from '../storeConfig.js';
import { OutboxMailer } from './outboxMailer.js';
import { SmtpMailer } from './smtpMailer.js';

export function createMailer(config: MailConfig, log: (line: string) => void): Mailer & { close?(): void } {
  return config.kind === 'smtp' ? new SmtpMailer(config.url, config.from) : new OutboxMailer(config.dir, log);
}
