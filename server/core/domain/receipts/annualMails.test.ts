import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../../../mocks/fixtures/users.js';
import { MemoryMailer } from '../../../../mocks/memoryPorts.js';
import { mockReceiptRenderer } from '../../../../mocks/mockReceiptRenderer.js';
import type { Mail } from '../../ports.js';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import { AnnualReceiptMails } from './annualMails.js';
import { ReceiptService } from './service.js';

const SITE = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };

function world(now: string, mailer = new MemoryMailer()) {
  const repos = createMemoryRepositories(fixtureSeed);
  const clock = () => new Date(now);
  const job = () =>
    new AnnualReceiptMails(repos, new ReceiptService(repos, mockReceiptRenderer, clock), mailer, SITE, clock);
  return { repos, mailer, job };
}

describe('the past year’s Sammelbestätigung by mail', () => {
  it('goes once, as PDF, to donors who asked for it — not to the others', async () => {
    const { repos, mailer, job } = world('2026-01-02T08:00:00.000Z');
    await repos.users.setReceiptMailsOn(USER_IDS.withSubscription, true);
    expect(await job().run()).toEqual(['KH-2026-000001']);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      to: 'jonas.berger@example.org',
      subject: 'Deine Sammelbestätigung 2025 für das Finanzamt',
    });
    expect(mail.attachments).toEqual([
      {
        filename: 'Sammelbestaetigung-2025-KH-2026-000001.pdf',
        contentType: 'application/pdf',
        content: expect.any(Uint8Array),
      },
    ]);
    expect(await repos.receipts.findByNumber('KH-2026-000001')).toMatchObject({
      kind: 'ANNUAL',
      periodFrom: '2025-01-01',
      mailedAt: new Date('2026-01-02T08:00:00.000Z'),
    });
    // The next day's run, and a second server instance running at the same time, send nothing more.
    expect(await Promise.all([job().run(), job().run()])).toEqual([[], []]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('tries again on the next run when the mail could not go out', async () => {
    let down = true;
    const sent: Mail[] = [];
    const flaky = {
      sent,
      async send(mail: Mail) {
        if (down) throw new Error('relay down');
        sent.push(mail);
      },
    };
    const { repos, job } = world('2026-01-02T08:00:00.000Z', flaky as MemoryMailer);
    await repos.users.setReceiptMailsOn(USER_IDS.withSubscription, true);
    const lines: string[] = [];
    expect(await job().run((l) => lines.push(l))).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(/^receipts: Sammelbestätigung 2025 for user user-jonas-berger not mailed: relay down$/),
    ]);
    down = false;
    expect(await job().run()).toEqual(['KH-2026-000001']);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing for a year without gifts', async () => {
    const { repos, mailer, job } = world('2024-01-05T08:00:00.000Z');
    await repos.users.setReceiptMailsOn(USER_IDS.withSubscription, true);
    expect(await job().run()).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });
});
