import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_PORT, E2E_STATE_DIR } from './cognitoUsers.js';
import { sendQueuedMails } from './storeProbe.js';

/** Where the e2e server's development mailer writes its mails, one folder per suite port, emptied at start. */
export const e2eOutboxDir = (appPort = E2E_PORT) => join(E2E_STATE_DIR, `outbox-${appPort}`);

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mails our server has sent to an address so far (not Cognito's: cognito-local sends those itself). Every mail is
 * stored in the server's mail queue first (issue 34 §1); one round of its worker sends what waits before the folder is
 * read.
 */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  await sendQueuedMails();
  const dir = e2eOutboxDir();
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8').then(parseMail)));
  return mails.filter((mail) => mail.to === email);
}

function parseMail(file: string): OutboxMail {
  const [head, ...body] = file.split('\n\n');
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1] ?? '';
  return { to: header('To'), subject: header('Subject'), text: body.join('\n\n') };
}
