import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail, Mailer } from '../../core/ports.js';
import { assertHeaderSafe } from './headerSafety.js';

/** Development mailer: every mail becomes a file in the outbox, and its links are printed to click. */
export class OutboxMailer implements Mailer {
  private count = 0;

  constructor(
    private readonly dir: string,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async send(mail: Mail): Promise<void> {
    assertHeaderSafe(mail);
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${++this.count}.txt`;
    const headers = [`To: ${mail.to}`, mail.replyTo ? `Reply-To: ${mail.replyTo}` : null, `Subject: ${mail.subject}`];
    // Attachments beside the mail, named after it, so a developer can open the PDF that went out.
    const files = (mail.attachments ?? []).map((a, i) => ({
      file: `${name.slice(0, -4)}-${i + 1}-${a.filename}`,
      content: a.content,
    }));
    for (const { file, content } of files) await writeFile(join(this.dir, file), content);
    const attached = files.map((f) => `Attachment: ${f.file}`);
    await writeFile(
      join(this.dir, name),
      `${[...headers.filter(Boolean), ...attached].join('\n')}\n\n${mail.text}\n`,
      'utf8',
    );
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.log(`mail to ${mail.to}: "${mail.subject}" → ${join(this.dir, name)}${links.map((l) => `\n  ${l}`).join('')}`);
  }
}
