import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { ProviderImportService } from '../domain/provider/importService.js';

const NOW = '2026-11-23T12:00:00.000Z';

function setup() {
  const server = createMockServer({ clock: () => new Date(NOW), newId: sequentialIds() });
  return { server, gql: testClient(server) };
}

const ORDER_MAILS = `query OrderMails { user { id orderMailsEnabled } }`;
const SET_ORDER_MAILS = `mutation UpdateOrderMailsEnabled($enabled: Boolean!) { updateOrderMailsEnabled(enabled: $enabled) { id orderMailsEnabled } }`;
const PLOT_PHOTOS = `query PlotPhotos { trees { plotList { plotId photos { url caption } location { rings polygons { latitude longitude } } } } }`;

describe('updateOrderMailsEnabled and User.orderMailsEnabled', () => {
  it('are on by default, switch off and on for the viewer only, and an import then mails nobody who said no', async () => {
    const { server, gql } = setup();
    expect((await gql(ORDER_MAILS, {}, 'withDonations')).data!.user).toEqual({
      id: USER_IDS.withDonations,
      orderMailsEnabled: true,
    });
    const off = await gql(SET_ORDER_MAILS, { enabled: false }, 'withDonations');
    expect(off.errors).toBeUndefined();
    expect(off.data!.updateOrderMailsEnabled).toEqual({ id: USER_IDS.withDonations, orderMailsEnabled: false });
    expect((await gql(ORDER_MAILS, {}, 'withSubscription')).data!.user.orderMailsEnabled).toBe(true);

    const service = new ProviderImportService(
      server.repos,
      server.mailer,
      { appUrl: 'http://x.example', teamEmail: 't@x.example' },
      () => new Date(NOW),
    );
    const result = await service.import({
      orders: [{ treeProviderDonationId: 'order-mira-donated', states: ['ACCOUNTED'] }],
    });
    expect(result).toMatchObject({ ok: true, mails: { sent: 0, switchedOff: 1 } });

    const on = await gql(SET_ORDER_MAILS, { enabled: true }, 'withDonations');
    expect(on.data!.updateOrderMailsEnabled.orderMailsEnabled).toBe(true);
  });

  it('needs a signed-in viewer and a boolean', async () => {
    const { gql } = setup();
    expect(codes(await gql(SET_ORDER_MAILS, { enabled: false }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await gql(SET_ORDER_MAILS, { enabled: 'nein' }, 'withDonations'))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('OutputPlot.photos', () => {
  it('lists the provider\u2019s photos of a plot, empty when it sent none', async () => {
    const { server, gql } = setup();
    const service = new ProviderImportService(
      server.repos,
      server.mailer,
      { appUrl: 'http://x.example', teamEmail: 't@x.example' },
      () => new Date(NOW),
    );
    const ring = [
      [30.6, 0.6],
      [30.61, 0.6],
      [30.61, 0.61],
      [30.6, 0.6],
    ];
    await service.import({
      plots: [
        {
          plotId: 'plot-photo',
          project: 'uganda',
          plantedAt: '2026-11-20',
          geometry: { type: 'Polygon', coordinates: [ring] },
          species: [{ latinName: 'Maesopsis eminii', percentage: 100 }],
          co2tPerTreePerYear: 0.02,
          photos: [{ url: 'https://partner.example/a.jpg', caption: 'Setzlinge in Reihen' }],
        },
      ],
      orders: [
        {
          treeProviderDonationId: 'order-mira-donated',
          states: ['ACCOUNTED', 'PLANTING_IN_PROGRESS'],
          plots: [{ plotId: 'plot-photo', treeCount: 2 }],
        },
      ],
    });
    const plots = (await gql(PLOT_PHOTOS, {}, 'withDonations')).data!.trees.plotList;
    expect(plots.find((p: { plotId: string }) => p.plotId === 'plot-photo').photos).toEqual([
      { url: 'https://partner.example/a.jpg', caption: 'Setzlinge in Reihen' },
    ]);
    expect(plots.find((p: { plotId: string }) => p.plotId === 'plot-uganda-kyenjojo-008').photos).toEqual([]);
    // OutputLocation.rings: the same outline as GeoJSON positions [longitude, latitude].
    const imported = plots.find((p: { plotId: string }) => p.plotId === 'plot-photo');
    expect(imported.location.rings).toEqual([ring]);
    expect(imported.location.polygons[0][1]).toEqual({ latitude: 0.6, longitude: 30.61 });
  });
});
