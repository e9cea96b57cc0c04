/**
 * Issue 38: the team's working days in its Land (TEAM_REGION, else the operator's address), with the holidays as the
 * feiertagejs package keeps them. The nationwide cases stay in workingDays.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../../mocks/fixtures/seed.js';
import { MemoryMailer, sequentialIds } from '../../../../mocks/memoryPorts.js';
import { OPERATOR } from '../../../../src/content/operator.js';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import { regionOfAddress, TeamRegionError, teamRegionOf } from './teamRegion.js';
import { createTeamTasks } from './teamTasks.js';
import { germanHolidays, isWorkingDay, workingDaysAfter, workingDaysLater } from './workingDays.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

describe('the team’s Land', () => {
  it('is TEAM_REGION when set, else the Land of the operator’s city, else none', () => {
    expect(teamRegionOf(undefined, OPERATOR)).toBe('BE'); // the example operator sits in Berlin
    expect(teamRegionOf('', { city: 'München', country: 'Deutschland' })).toBe('BY');
    expect(teamRegionOf(' by ', OPERATOR)).toBe('BY');
    expect(teamRegionOf('DE-HH', OPERATOR)).toBe('HH');
    expect(teamRegionOf('DE', OPERATOR)).toBeNull();
    expect(() => teamRegionOf('XX', OPERATOR)).toThrow(TeamRegionError);
    expect(() => teamRegionOf('Berlin', OPERATOR)).toThrow(/Bundesland code \(BW, BY, BE/);
    // A city that does not tell its Land, or an address abroad: the nationwide holidays only.
    expect(regionOfAddress({ city: 'Frankfurt', country: 'Deutschland' })).toBeNull();
    expect(regionOfAddress({ city: 'Berlin', country: 'Österreich' })).toBeNull();
    expect(regionOfAddress({ city: ' Frankfurt  am Main ', country: 'Germany' })).toBe('HE');
  });
});

describe('working days in the team’s Land', () => {
  it('8 March 2027 (Internationaler Frauentag) is a holiday in Berlin, a working day in Bavaria and nationwide', () => {
    expect(isWorkingDay('2027-03-08', 'BE')).toBe(false);
    expect(isWorkingDay('2027-03-08', 'BY')).toBe(true);
    expect(isWorkingDay('2027-03-08')).toBe(true);
    // Asked on Friday 5 March 2027: three working days are Tue, Wed, Thu in Berlin; Mon, Tue, Wed in Bavaria.
    const friday = new Date('2027-03-05T10:00:00Z');
    expect(workingDaysAfter(friday, 3, 'BE')).toBe('2027-03-11');
    expect(workingDaysAfter(friday, 3, 'BY')).toBe('2027-03-10');
    expect(workingDaysLater(friday, 2, 'BE')).toEqual(new Date('2027-03-10T10:00:00Z'));
  });

  it('knows the Länder’s holidays as the package says', () => {
    // Reformationstag (Friday 31 October 2025) in the north and east, not in Berlin or Bavaria; nationwide in 2017.
    for (const land of ['NI', 'HH', 'HB', 'SH', 'MV', 'BB', 'SN', 'ST', 'TH'] as const) {
      expect(isWorkingDay('2025-10-31', land)).toBe(false);
    }
    expect(isWorkingDay('2025-10-31', 'BE')).toBe(true);
    expect(isWorkingDay('2025-10-31', 'BY')).toBe(true);
    expect(germanHolidays(2017).has('2017-10-31')).toBe(true);
    // Fronleichnam (Thursday 4 June 2026) in Bavaria and North Rhine-Westphalia; Allerheiligen (Monday 1 November
    // 2027) there too; Buß- und Bettag (Wednesday 18 November 2026) in Saxony; Heilige Drei Könige in Bavaria.
    expect(isWorkingDay('2026-06-04', 'BY')).toBe(false);
    expect(isWorkingDay('2026-06-04', 'NW')).toBe(false);
    expect(isWorkingDay('2026-06-04', 'BE')).toBe(true);
    expect(isWorkingDay('2027-11-01', 'NW')).toBe(false);
    expect(isWorkingDay('2026-11-18', 'SN')).toBe(false);
    expect(isWorkingDay('2026-11-18', 'BY')).toBe(true);
    expect(isWorkingDay('2027-01-06', 'BY')).toBe(false);
    // Berlin's year: the nationwide holidays and 8 March.
    expect([...germanHolidays(2027, 'BE')].sort()).toEqual([...germanHolidays(2027), '2027-03-08'].sort());
  });

  it('in whatever time zone it runs (the browser’s): the holidays are German calendar days', () => {
    // A process of its own per zone; the package's own dateString is a day late east of UTC+12.
    const firstTwo = (zone: string) =>
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          "import { germanHolidays } from './server/core/domain/teamTasks/workingDays.ts'; console.log([...germanHolidays(2028, 'BY')].sort().slice(0, 2).join(' '));",
        ],
        { cwd: ROOT, env: { ...process.env, TZ: zone }, encoding: 'utf8' },
      ).trim();
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago'])
      expect(firstTwo(zone)).toBe('2028-01-01 2028-01-06');
  }, 60_000);

  it('a task asked for on Friday 5 March 2027 is promised by Thursday in Berlin, by Wednesday in Bavaria', async () => {
    const due = async (teamRegion: 'BE' | 'BY') => {
      const repos = createMemoryRepositories(fixtureSeed);
      const tasks = createTeamTasks({
        repos,
        mailer: new MemoryMailer(),
        site: { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example', teamRegion },
        clock: () => new Date('2027-03-05T09:00:00.000Z'),
        newId: sequentialIds('task'),
      });
      const task = await tasks.open((await repos.donations.findById('donation-jonas-abo'))!, 'END');
      return [task.dueBy, task.remindAt.toISOString()];
    };
    expect(await due('BE')).toEqual(['2027-03-11', '2027-03-10T09:00:00.000Z']);
    expect(await due('BY')).toEqual(['2027-03-10', '2027-03-09T09:00:00.000Z']);
  });
});
