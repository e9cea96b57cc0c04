import type { Mail } from '../../core/ports.js';

const LINE_BREAK = /[\r\n]/;

/**
 * Every header value of a mail, checked where mails leave the server: a CR or LF in a recipient, Reply-To or
 * subject could add headers (a Bcc to anyone). The services already refuse such input with a German field error;
 * this is the last line, for every mail, whatever builds it.
 */
export function assertHeaderSafe(mail: Mail): void {
  for (const [name, value] of [
    ['To', mail.to],
    ['Reply-To', mail.replyTo ?? ''],
    ['Subject', mail.subject],
  ] as const) {
    if (LINE_BREAK.test(value)) throw new Error(`mail refused: line break in the ${name} header`);
  }
}
