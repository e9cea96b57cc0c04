import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OutboxMailer } from './outboxMailer.js';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'klimahain-outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes a mail with its attachments beside it, named after the mail', async () => {
  const lines: string[] = [];
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff]);
  await new OutboxMailer(dir, (l) => lines.push(l)).send({
    to: 'a@example.org',
    subject: 'Deine Sammelbestätigung 2025',
    text: 'Anbei.',
    attachments: [{ filename: 'Sammelbestaetigung-2025.pdf', contentType: 'application/pdf', content: pdf }],
  });
  const files = (await readdir(dir)).sort();
  expect(files).toHaveLength(2);
  const [attachment, mail] = files.sort((a, b) => a.length - b.length).reverse();
  expect(attachment).toMatch(/-1-Sammelbestaetigung-2025\.pdf$/);
  expect(new Uint8Array(await readFile(join(dir, attachment)))).toEqual(pdf);
  expect(await readFile(join(dir, mail), 'utf8')).toBe(
    `To: a@example.org\nSubject: Deine Sammelbestätigung 2025\nAttachment: ${attachment}\n\nAnbei.\n`,
  );
  expect(lines).toHaveLength(1);
});
