import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient, type As } from '../../../mocks/testClient.js';

const NOW = '2026-11-25T09:30:00.000Z';
const EXPORT = `query MyDataExport { myDataExport { exportedAt json geojson } }`;

function setup() {
  const server = createMockServer({ clock: () => new Date(NOW), newId: sequentialIds() });
  return { server, gql: testClient(server) };
}

async function exportAs(gql: ReturnType<typeof testClient>, as: As) {
  const res = await gql(EXPORT, {}, as);
  expect(res.errors).toBeUndefined();
  const { exportedAt, json, geojson } = res.data!.myDataExport;
  return { exportedAt, data: JSON.parse(json), geo: JSON.parse(geojson) };
}

const MIRA = USER_IDS.withDonations;
const JONAS = USER_IDS.withSubscription;

describe('myDataExport', () => {
  it('holds the viewer’s profile, donations, orders and plots and nothing of another donor', async () => {
    const { gql, server } = setup();
    await server.repos.contactMessages.save({
      id: 'm-1',
      contactEmail: 'Mira.Schaefer@example.org',
      contactName: 'Mira',
      message: 'Frage',
      receivedAt: new Date(NOW),
    });
    await server.repos.contactMessages.save({
      id: 'm-2',
      contactEmail: 'jonas.berger@example.org',
      contactName: 'Jonas',
      message: 'Andere',
      receivedAt: new Date(NOW),
    });
    await server.repos.frontendErrors.save({
      id: 'e-1',
      message: 'kaputt',
      stacktrace: null,
      url: '/x',
      userAgent: null,
      userId: MIRA,
      reportedAt: new Date(NOW),
    });
    await server.repos.frontendErrors.save({
      id: 'e-2',
      message: 'fremd',
      stacktrace: null,
      url: '/y',
      userAgent: null,
      userId: JONAS,
      reportedAt: new Date(NOW),
    });

    const { exportedAt, data, geo } = await exportAs(gql, 'withDonations');

    expect(exportedAt).toBe(NOW);
    expect(data.exportedAt).toBe(NOW);
    expect(data.hinweis).toMatch(/Art\. 15 und 20 DSGVO/);
    expect(data.nichtEnthalten.join(' ')).toMatch(/Passwort/);
    expect(data.profil).toMatchObject({
      id: MIRA,
      email: 'mira.schaefer@example.org',
      firstName: 'Mira',
      orderMailsEnabled: true,
    });
    const miraDonations = fixtureSeed.donations
      .filter((d) => d.userId === MIRA)
      .map((d) => d.donationId)
      .sort();
    expect(data.donations.map((d: { donationId: string }) => d.donationId).sort()).toEqual(miraDonations);
    expect(miraDonations.length).toBeGreaterThan(0);
    const miraOrders = fixtureSeed.orders
      .filter((o) => o.userId === MIRA)
      .map((o) => o.treeProviderDonationId)
      .sort();
    expect(data.orders.map((o: { treeProviderDonationId: string }) => o.treeProviderDonationId).sort()).toEqual(
      miraOrders,
    );
    expect(data.contactMessages.map((m: { id: string }) => m.id)).toEqual(['m-1']);
    expect(data.errorReports.map((e: { id: string }) => e.id)).toEqual(['e-1']);
    expect(data.newsletterConsent).toBeNull();
    expect(data.calculatorResults).toEqual([]);

    // Nothing of the other donors, by any of their identifiers.
    const text = JSON.stringify([data, geo]);
    for (const other of fixtureSeed.users.filter((u) => u.id !== MIRA)) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
    }
    for (const d of fixtureSeed.donations.filter((d) => d.userId !== MIRA)) expect(text).not.toContain(d.donationId);

    // GeoJSON: one Feature per plot of hers, [longitude, latitude], closed rings, her tree count.
    const miraAllocations = fixtureSeed.plotAllocations.filter((a) => a.userId === MIRA);
    const plotIds = [...new Set(miraAllocations.map((a) => a.plotId))].sort();
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features.map((f: { properties: { plotId: string } }) => f.properties.plotId)).toEqual(plotIds);
    for (const feature of geo.features) {
      const plot = fixtureSeed.plots.find((p) => p.plotId === feature.properties.plotId)!;
      expect(feature.geometry.type).toBe('MultiPolygon');
      expect(feature.properties).toMatchObject({
        project: plot.project,
        plantedAt: plot.plantedAt,
        species: plot.species,
      });
      expect(feature.properties.treeCount).toBe(
        miraAllocations.filter((a) => a.plotId === plot.plotId).reduce((sum, a) => sum + a.treeCount, 0),
      );
      for (const [ring] of feature.geometry.coordinates as [number, number][][][]) {
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        expect(ring.length).toBeGreaterThanOrEqual(4);
        const [longitude, latitude] = ring[0];
        const nearest = plot.polygons.flat().some((p) => p.longitude === longitude && p.latitude === latitude);
        expect(nearest).toBe(true);
      }
    }
  });

  it('gives the other donor their own calculator result and newsletter consent, without its token', async () => {
    const { gql } = setup();
    const { data, geo } = await exportAs(gql, 'withSubscription');
    expect(data.profil.id).toBe(JONAS);
    expect(data.calculatorResults.map((s: { country: string }) => s.country)).toEqual(['DE']);
    expect(data.newsletterConsent).toMatchObject({
      email: 'jonas.berger@example.org',
      consentTextVersion: expect.any(String),
    });
    expect(data.newsletterConsent).not.toHaveProperty('confirmationToken');
    const token = fixtureSeed.newsletter.find((n) => n.email === 'jonas.berger@example.org')!.confirmationToken;
    expect(JSON.stringify(data)).not.toContain(token);
    expect(JSON.stringify([data, geo])).not.toContain(MIRA);
  });

  it('is refused to a guest', async () => {
    const { gql } = setup();
    expect(codes(await gql(EXPORT, {}, 'guest'))).toEqual(['UNAUTHENTICATED']);
  });
});
