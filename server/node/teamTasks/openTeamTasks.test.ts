import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { MemoryMailer, sequentialIds } from '../../../mocks/memoryPorts.js';
import { createTeamTasks } from '../../core/domain/teamTasks/teamTasks.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { openTeamTaskLines } from './openTeamTasks.js';

describe('npm run team:tasks', () => {
  it('lists the open tasks, oldest first, with the overdue ones marked, and says when there are none', async () => {
    const repos = createMemoryRepositories(fixtureSeed);
    let now = new Date('2026-11-27T09:00:00.000Z');
    const tasks = createTeamTasks({
      repos,
      mailer: new MemoryMailer(),
      site: { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' },
      clock: () => now,
      newId: sequentialIds('task'),
    });
    expect(await openTeamTaskLines(repos, now)).toEqual(['Keine offenen Aufgaben.']);
    const abo = (await repos.donations.findById('donation-jonas-abo'))!;
    await tasks.open(abo, 'END');
    now = new Date('2026-11-30T09:00:00.000Z');
    await tasks.open(abo, 'CHANGE', { newAmount: 50 });
    await tasks.open(abo, 'PAUSE', { pause: { from: '2026-12-03', until: '2027-02-03' } });
    const lines = await openTeamTaskLines(repos, new Date('2026-12-03T09:00:00.000Z'));
    expect(lines[0]).toBe('3 offene Aufgabe(n):');
    expect(lines[1]).toMatch(
      /^! überfällig Abo beenden · trx_id \S+ · 35,00\s€\/Monat, Borneo \(Indonesien\) · angefragt 27\.11\.26, 10:00 · zugesagt bis 2\.12\.2026 · Aufgabe task-1$/,
    );
    expect(lines[2]).toMatch(/^Betrag ändern auf 50,00\s€ · .* · zugesagt bis 3\.12\.2026 · Aufgabe task-2$/);
    expect(lines[3]).toMatch(
      /^Abo pausieren ab 3\.12\.2026, wieder abbuchen ab 3\.2\.2027 · .* · zugesagt bis 3\.12\.2026 · Aufgabe task-3$/,
    );
  });
});
