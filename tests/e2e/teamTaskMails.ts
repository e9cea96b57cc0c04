import { mailsTo, type OutboxMail } from './outbox.js';

/** The e2e server's TEAM_EMAIL (its default). */
export const TEAM = 'team@klimahain.example';

/** The team's mails about one donor's Abo (task, reminder, alert all name the donor's address), oldest first. */
export const teamMailsAbout = async (email: string): Promise<OutboxMail[]> =>
  (await mailsTo(TEAM)).filter((m) => m.text.includes(`(${email})`));

/** The task link in a team mail, as a path on this server (the mail's host is APP_URL's). */
export const linkIn = (mail: OutboxMail) => /https?:\/\/[^/\s]+(\/team\/aufgabe\/\S+#\S+)/.exec(mail.text)![1];

/** The Twingle transaction id a team mail names. */
export const trxIn = (mail: OutboxMail) => /trx_id\):\s+(\S+)/.exec(mail.text)![1];
