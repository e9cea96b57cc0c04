import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { MemoryMailer } from '../../../mocks/memoryPorts.js';
import { FootprintRecheckMails } from '../../core/domain/calculator/recheckMails.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { startRecheckMailJob } from './recheckMailJob.js';

const SITE = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };

describe('the re-check mail job of the Node server', () => {
  it('runs at start: two instances started at once send one mail, a restart sends none', async () => {
    const repos = createMemoryRepositories(fixtureSeed);
    const mailer = new MemoryMailer();
    // The injected clock stands a year after the demo donor's result (2 March 2025).
    const clock = () => new Date('2026-03-03T07:00:00.000Z');
    const lines: string[] = [];
    const start = () =>
      startRecheckMailJob(new FootprintRecheckMails(repos, mailer, SITE, clock), (l) => lines.push(l));
    const [a, b] = [start(), start()];
    await Promise.all([a.ran, b.ran]);
    a.stop();
    b.stop();
    const restarted = start();
    await restarted.ran;
    restarted.stop();
    expect(mailer.sent.map((m) => m.to)).toEqual(['jonas.berger@example.org']);
    expect(lines).toEqual(['recheck: mailed 1 re-check invitation(s)']);
  });
});
