import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../../../mocks/fixtures/users.js';
import { MemoryMailer } from '../../../../mocks/memoryPorts.js';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import type { Mail } from '../../ports.js';
import { TreeService } from '../trees/service.js';
import { ProviderImportService } from './importService.js';

const now = new Date('2026-11-23T10:00:00.000Z');
const site = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };
const demoFile = () =>
  JSON.parse(readFileSync(new URL('../../../../examples/provider-import.demo.json', import.meta.url), 'utf8'));

function setup(mailer = new MemoryMailer()) {
  const repos = createMemoryRepositories(fixtureSeed);
  return { repos, mailer, service: new ProviderImportService(repos, mailer, site, () => now) };
}

const square = (lon: number, lat: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lon, lat],
      [lon + 0.002, lat],
      [lon + 0.002, lat + 0.002],
      [lon, lat + 0.002],
      [lon, lat],
    ],
  ],
});

describe('ProviderImportService', () => {
  it('takes the demo donations from DONATED to FINISHED, draws their plots and mails each donor once in German', async () => {
    const { repos, mailer, service } = setup();
    const result = await service.import(demoFile());
    expect(result).toEqual({
      ok: true,
      transitions: 6,
      orders: 2,
      plots: 2,
      allocations: 2,
      mails: { sent: 2, switchedOff: 0, failed: 0 },
    });
    expect(await repos.orders.findById('order-mira-donated')).toMatchObject({
      orderState: 'FINISHED',
      accountedAt: now,
      plannedPlanting: '2026-11-20',
    });
    expect(await repos.orders.findById('order-jonas-2026-11')).toMatchObject({ orderState: 'FINISHED' });
    const plot = await repos.plots.findById('plot-uganda-kyenjojo-012');
    expect(plot?.polygons[0]).toHaveLength(5);
    expect(plot?.coordinates.latitude).toBeCloseTo(0.6317, 3);
    const trees = await new TreeService(repos.plots, () => now).forUser(USER_IDS.withDonations);
    expect(trees.plotList.find((p) => p.plot.plotId === 'plot-uganda-kyenjojo-012')?.treeCount).toBe(6);
    const mira = mailer.sent.find((m: Mail) => m.to === 'mira.schaefer@example.org');
    expect(mira?.subject).toBe('Deine Bäume: Gepflanzt');
    expect(mira?.text).toContain('Alle deine Bäume sind gepflanzt.');
    expect(mira?.text).toContain('https://klimahain.example/mein-klimahain/pflanzbuch');
    expect(mailer.sent).toHaveLength(2);
  });

  it('refuses a skipped step with a precise report and writes nothing of the file', async () => {
    const { repos, mailer, service } = setup();
    const file = demoFile();
    file.orders[1].states = ['FINISHED'];
    const result = await service.import(file);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: 'orders[1].states[0]',
          message:
            'Von DONATED kann die Bestellung „order-mira-donated“ nicht nach FINISHED wechseln; erlaubt ist nur ACCOUNTED oder ABORTED.',
        },
      ],
    });
    // The first order of the same file was fine — and is still DONATED: all or nothing.
    expect((await repos.orders.findById('order-jonas-2026-11'))?.orderState).toBe('DONATED');
    expect(await repos.plots.findById('plot-borneo-katingan-031')).toBeUndefined();
    expect(mailer.sent).toEqual([]);
  });

  it('refuses leaving a final state, unknown orders and plots, too many trees and FINISHED with trees missing', async () => {
    const { service } = setup();
    const result = await service.import({
      plots: [
        {
          plotId: 'p-ug',
          project: 'uganda',
          plantedAt: '2026-11-01',
          geometry: square(30.6, 0.6),
          species: [{ latinName: 'Maesopsis eminii', percentage: 100 }],
          co2tPerTreePerYear: 0.02,
        },
      ],
      orders: [
        { treeProviderDonationId: 'order-mira-aborted', states: ['ACCOUNTED'] },
        { treeProviderDonationId: 'order-nope', states: ['ACCOUNTED'] },
        {
          treeProviderDonationId: 'order-mira-accounted',
          states: ['PLANTING_IN_PROGRESS'],
          plots: [{ plotId: 'p-missing', treeCount: 1 }],
        },
        {
          treeProviderDonationId: 'order-mira-donated',
          states: ['ACCOUNTED', 'PLANTING_IN_PROGRESS'],
          plots: [{ plotId: 'p-ug', treeCount: 7 }],
        },
        { treeProviderDonationId: 'order-mira-planting', states: ['FINISHED'] },
      ],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      {
        path: 'orders[0].states[0]',
        message:
          'Von ABORTED kann die Bestellung „order-mira-aborted“ nicht nach ACCOUNTED wechseln; erlaubt ist nichts mehr (ABORTED ist ein Endzustand).',
      },
      { path: 'orders[1].treeProviderDonationId', message: 'Die Bestellung „order-nope“ gibt es nicht.' },
      {
        path: 'orders[2].plots[0].plotId',
        message: 'Die Fläche „p-missing“ steht weder in dieser Datei noch im Bestand.',
      },
      { path: 'orders[3].plots', message: 'Den Flächen sind 7 Bäume zugeordnet, die Bestellung umfasst nur 6.' },
      {
        path: 'orders[4].states',
        message: 'FINISHED heißt: alle 10 Bäume gepflanzt; den Flächen sind erst 0 zugeordnet.',
      },
    ]);
  });

  it('reports every malformed part of a file with its path before touching the store', async () => {
    const { service } = setup();
    const result = await service.import({
      plots: [
        {
          plotId: 'p 1',
          project: 'mars',
          plantedAt: '2026-02-30',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [30.6, 0.6],
                [30.7, 0.6],
                [30.7, 0.7],
                [30.6, 0.7],
              ],
            ],
          },
          species: [
            { latinName: 'Maesopsis eminii', percentage: 60 },
            { latinName: 'Markhamia lutea', percentage: 30 },
          ],
          co2tPerTreePerYear: 0,
          treecount: 4,
        },
      ],
      orders: [
        { treeProviderDonationId: 'order-mira-donated', states: ['PLANTED'] },
        { treeProviderDonationId: 'order-mira-donated', states: ['ACCOUNTED'] },
      ],
    });
    expect(!result.ok && result.problems.map((p) => p.path)).toEqual([
      'plots[0].treecount',
      'plots[0].plotId',
      'plots[0].project',
      'plots[0].plantedAt',
      'plots[0].geometry.coordinates[0]',
      'plots[0].species',
      'plots[0].co2tPerTreePerYear',
      'orders[0].states[0]',
    ]);
    expect(!result.ok && result.problems.find((p) => p.path === 'plots[0].species')?.message).toBe(
      'Die Anteile ergeben zusammen 90 %, nicht 100 %.',
    );
    expect((await service.import([])).ok).toBe(false);
    expect(
      await service.import({
        orders: [
          { treeProviderDonationId: 'order-mira-donated', states: ['ACCOUNTED'] },
          { treeProviderDonationId: 'order-mira-donated', states: ['ABORTED'] },
        ],
      }),
    ).toMatchObject({
      ok: false,
      problems: [{ path: 'orders[1].treeProviderDonationId' }],
    });
  });

  it('sends no mail to a donor who switched order mails off, and a failing mail keeps the import', async () => {
    const failing = { send: async () => Promise.reject(new Error('relay down')) };
    const { repos, service } = setup(failing as unknown as MemoryMailer);
    await repos.users.setOrderMailsOff(USER_IDS.withSubscription, true);
    const result = await service.import(demoFile());
    expect(result).toMatchObject({ ok: true, mails: { sent: 0, switchedOff: 1, failed: 1 } });
    expect((await repos.orders.findById('order-mira-donated'))?.orderState).toBe('FINISHED');
  });

  it('can be imported twice only as far as the states allow: the second run is refused whole', async () => {
    const { service } = setup();
    expect((await service.import(demoFile())).ok).toBe(true);
    const again = await service.import(demoFile());
    expect(!again.ok && again.problems.map((p) => p.path)).toEqual(['orders[0].states[0]', 'orders[1].states[0]']);
  });
});
