import { describe, expect, it } from 'vitest';
import { createLocalMessageReader, type LocalMessage } from './localMessages.js';

/** A message box exactly as cognito-local 5.3 logs it (pino-pretty with colours, boxen). */
function box(target: string, rows: [string, string][]) {
  const width = 55;
  const row = (text: string) => `│${`   ${text}`.padEnd(width)}│`;
  return [
    `[1795334426729] \x1b[32mINFO\x1b[39m: \x1b[36mc3ac3284 ${target} ╭${'─'.repeat(width)}╮`,
    row(''),
    row('Confirmation Code Delivery'),
    row(''),
    ...rows.map(([k, v]) => row(`${`${k}:`.padEnd(12)} ${v}`)),
    row(''),
    `╰${'─'.repeat(width)}╯\x1b[39m \x1b[90m{"reqId":"c3ac3284","target":"${target}"}\x1b[39m`,
  ];
}

function read(lines: string[]) {
  const messages: LocalMessage[] = [];
  const readLine = createLocalMessageReader((m) => messages.push(m));
  lines.forEach(readLine);
  return messages;
}

const rows = (email: string, code: string): [string, string][] => [
  ['Username', 'f052d34b-f797-4efe-a5fe-62b4b0d20d73'],
  ['Destination', email],
  ['Code', code],
];

describe("reading cognito-local's message boxes", () => {
  it('turns sign-up, password-reset and e-mail-change mails into messages of the right kind', () => {
    const messages = read([
      '[1795334221198] \x1b[32mINFO\x1b[39m: \x1b[36mNONE NONE Cognito Local running on http://127.0.0.1:9229\x1b[39m',
      ...box('SignUp', rows('lena@example.org', '123456')),
      ...box('ForgotPassword', rows('lena@example.org', '654321')),
      ...box('UpdateUserAttributes', rows('neu@example.org', '000042')),
    ]);
    expect(messages).toEqual([
      { kind: 'signUp', email: 'lena@example.org', code: '123456' },
      { kind: 'resetPassword', email: 'lena@example.org', code: '654321' },
      { kind: 'verifyEmail', email: 'neu@example.org', code: '000042' },
    ]);
  });

  it('skips temporary passwords of AdminCreateUser and ordinary log lines', () => {
    const messages = read([
      ...box('AdminCreateUser', rows('admin@example.org', 'Tmp-Passw0rd')),
      '[1] \x1b[31mERROR\x1b[39m: 04c2bd67 NONE Cognito Local unsupported feature: Unsupported x-amz-target header',
    ]);
    expect(messages).toEqual([]);
  });
});
