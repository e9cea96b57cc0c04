import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../../../mocks/fixtures/users.js';
import { MemoryMailer } from '../../../../mocks/memoryPorts.js';
import type { Mail } from '../../ports.js';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import { FootprintRecheckMails, recheckCutoff } from './recheckMails.js';

const SITE = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };
// Jonas saved his result on 2 March 2025, 19:02 UTC, and has a running 100 % Abo.
const SAVED = '2025-03-02T19:02:00.000Z';

function world(mailer: { send(mail: Mail): Promise<void> } = new MemoryMailer()) {
  const repos = createMemoryRepositories(fixtureSeed);
  let now = '2026-03-02T19:01:59.000Z';
  const job = () => new FootprintRecheckMails(repos, mailer, SITE, () => new Date(now));
  return { repos, mailer, job, setNow: (t: string) => (now = t) };
}

describe('the yearly invitation to re-check the footprint', () => {
  it('is due twelve calendar months after the result', () => {
    expect(recheckCutoff(new Date('2026-03-02T19:02:00.000Z')).toISOString()).toBe(SAVED);
  });

  it('goes once, twelve months after the last result, to a donor with a running Abo', async () => {
    const { repos, mailer, job, setNow } = world();
    expect(await job().run()).toEqual([]);
    setNow('2026-03-02T19:02:00.000Z');
    expect(await job().run()).toEqual([USER_IDS.withSubscription]);
    expect((mailer as MemoryMailer).sent).toEqual([
      {
        to: 'jonas.berger@example.org',
        subject: 'Ein Jahr später: Wie groß ist dein CO₂-Fußabdruck heute?',
        text: expect.stringContaining('vor einem Jahr, am 2. März 2025, hast du deinen CO₂-Fußabdruck berechnet:'),
      },
    ]);
    expect((mailer as MemoryMailer).sent[0].text).toContain('https://klimahain.example/co2-rechner');
    expect(await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE')).toMatchObject({
      recheckMailedAt: new Date('2026-03-02T19:02:00.000Z'),
    });
    // The next day's run, a restart (a new job) and a second instance at once send nothing more.
    setNow('2026-03-03T06:00:00.000Z');
    expect(await Promise.all([job().run(), job().run()])).toEqual([[], []]);
    expect((mailer as MemoryMailer).sent).toHaveLength(1);
  });

  it('is not sent without a running Abo, nor to a closed account', async () => {
    const { repos, mailer, job, setNow } = world();
    setNow('2027-01-01T00:00:00.000Z');
    const abo = (await repos.donations.findById('donation-jonas-abo'))!;
    await repos.donations.save({ ...abo, endRequestedAt: new Date('2026-12-01T00:00:00.000Z') });
    expect(await job().run()).toEqual([]);
    await repos.donations.save({ ...abo });
    const jonas = (await repos.users.findById(USER_IDS.withSubscription))!;
    await repos.users.save({ ...jonas, closedAt: new Date('2026-12-01T00:00:00.000Z') });
    expect(await job().run()).toEqual([]);
    expect((mailer as MemoryMailer).sent).toEqual([]);
  });

  it('tries again on the next run when the mail could not go out', async () => {
    let down = true;
    const sent: Mail[] = [];
    const { job, setNow } = world({
      async send(mail) {
        if (down) throw new Error('relay down');
        sent.push(mail);
      },
    });
    setNow('2026-06-01T08:00:00.000Z');
    const lines: string[] = [];
    expect(await job().run((l) => lines.push(l))).toEqual([]);
    expect(lines).toEqual(['recheck: mail for user user-jonas-berger not sent: relay down']);
    down = false;
    expect(await job().run()).toEqual([USER_IDS.withSubscription]);
    expect(sent).toHaveLength(1);
  });

  it('starts anew with a newer result: due again twelve months after it', async () => {
    const { repos, mailer, job, setNow } = world();
    setNow('2026-03-02T19:02:00.000Z');
    await job().run();
    const state = (await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE'))!;
    await repos.calculatorStates.save({
      ...state,
      createdAt: new Date('2026-03-10T10:00:00.000Z'),
      recheckMailedAt: null,
    });
    setNow('2027-03-09T10:00:00.000Z');
    expect(await job().run()).toEqual([]);
    setNow('2027-03-10T10:00:00.000Z');
    expect(await job().run()).toEqual([USER_IDS.withSubscription]);
    expect((mailer as MemoryMailer).sent).toHaveLength(2);
  });
});
