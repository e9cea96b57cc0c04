import type { Clock } from '../../ports.js';
import type {
  PlotAllocationRecord,
  PlotRecord,
  PointRecord,
  Repositories,
  UserRecord,
} from '../../repositories/types.js';

/** The two files „Meine Daten herunterladen“ builds (DSGVO Art. 15 and 20): both are JSON text, ready to save. */
export interface DataExport {
  exportedAt: Date;
  /** The donor's data as one JSON document. */
  json: string;
  /** Their plots as a GeoJSON FeatureCollection (RFC 7946). */
  geojson: string;
}

type ExportRepos = Pick<
  Repositories,
  | 'users'
  | 'calculatorStates'
  | 'donations'
  | 'orders'
  | 'plots'
  | 'newsletter'
  | 'contactMessages'
  | 'frontendErrors'
  | 'receipts'
  | 'aboChanges'
  | 'treeGifts'
>;

const HINWEIS =
  'Das sind alle Daten, die Klimahain zu deinem Konto gespeichert hat (Art. 15 und 20 DSGVO). ' +
  'Die Flächen, auf denen deine Bäume stehen, liegen als GeoJSON in einer eigenen Datei bei. ' +
  'Zeitpunkte sind in UTC angegeben (ISO 8601), Beträge in Euro.';

/** What the file leaves out, and why: the donor should not have to guess whether something is missing. */
const NICHT_ENTHALTEN = [
  'Passwort und Anmeldedaten: Sie liegen beim Anmeldedienst (Amazon Cognito), nicht bei uns; wir kennen dein Passwort nicht.',
  'Zahlungsdaten wie Bankverbindung oder Karte: Sie liegen nur beim Zahlungsdienstleister Twingle; wir erhalten sie nicht.',
  'Begonnene Zahlungen ohne Spende: Sie enthalten nur ein gewähltes Projekt und einen Zeitpunkt und dienen der Zuordnung eingehender Zahlungen.',
  'Zähler gegen Missbrauch (z. B. wie oft von einer Adresse aus das Kontaktformular benutzt wurde): Sie verfallen nach höchstens 24 Stunden.',
  'Die PDF-Dateien deiner Zuwendungsbestätigungen: Unter „zuwendungsbestaetigungen“ stehen ihre Angaben; die Dateien selbst lädst du unter „Abo & Spenden“.',
];

/**
 * Builds the export of exactly one donor: every query is keyed by the viewer's id or their own address, never by
 * anything the client sends. The newsletter's confirmation token is left out: it is a secret, not information.
 */
export class DataExportService {
  constructor(
    private readonly repos: ExportRepos,
    private readonly clock: Clock,
  ) {}

  async export(user: UserRecord): Promise<DataExport> {
    const exportedAt = this.clock();
    const [
      orderMailsOff,
      calculatorResults,
      donations,
      orders,
      allocations,
      newsletter,
      contactMessages,
      errorReports,
      receipts,
      giftsGiven,
      giftsReceived,
    ] = await Promise.all([
      this.repos.users.orderMailsOff(user.id),
      this.repos.calculatorStates.listByUser(user.id),
      this.repos.donations.listByUser(user.id),
      this.repos.orders.listByUser(user.id),
      this.repos.plots.listAllocationsByUser(user.id),
      this.repos.newsletter.findByEmail(user.email),
      this.repos.contactMessages.listByEmail(user.email),
      this.repos.frontendErrors.listByUser(user.id),
      this.repos.receipts.listByUser(user.id),
      this.repos.treeGifts.listByGiver(user.id),
      this.repos.treeGifts.listClaimedBy(user.id),
    ]);
    const plots = await this.plotsOf(allocations);
    const document = {
      exportedAt,
      hinweis: HINWEIS,
      nichtEnthalten: NICHT_ENTHALTEN,
      profil: {
        id: user.id,
        email: user.email,
        salutation: user.salutation,
        firstName: user.firstName,
        lastName: user.lastName,
        companyName: user.companyName,
        birthdate: user.birthdate,
        address: user.address,
        createdAt: user.createdAt,
        profileCompletionSuppressedAt: user.profileCompletionSuppressedAt,
        orderMailsEnabled: !orderMailsOff,
        receiptMailsEnabled: await this.repos.users.receiptMailsOn(user.id),
      },
      calculatorResults: byDate(calculatorResults, (s) => s.createdAt),
      donations: await Promise.all(
        byDate(donations, (d) => d.donatedAt).map(async (d) => ({
          ...d,
          // Changes of an Abo's monthly amount (issue 26 §2), oldest first.
          amountChanges: (await this.repos.aboChanges.listByDonation(d.donationId)).map(
            ({ id: _id, donationId: _donation, ...change }) => change,
          ),
        })),
      ),
      orders: byDate(orders, (o) => o.donatedAt),
      plotAllocations: allocations.map(({ plotId, treeProviderDonationId, treeCount }) => ({
        plotId,
        treeProviderDonationId,
        treeCount,
      })),
      newsletterConsent: newsletter
        ? {
            email: newsletter.email,
            status: newsletter.status,
            signedUpAt: newsletter.signedUpAt,
            consentTextVersion: newsletter.consentTextVersion,
            confirmationMailSentAt: newsletter.confirmationMailSentAt,
            confirmedAt: newsletter.confirmedAt,
          }
        : null,
      contactMessages,
      errorReports,
      // Baum verschenken (issue 26 §1): gifts made (with recipient and message) and gifts taken into this account.
      geschenkteBaeume: giftsGiven.map(({ token: _token, giverUserId: _giver, ...gift }) => gift),
      angenommeneGeschenke: giftsReceived.map((g) => ({
        id: g.id,
        orderId: g.orderId,
        recipientName: g.recipientName,
        message: g.message,
        deliverOn: g.deliverOn,
        claimedAt: g.claimedAt,
      })),
      zuwendungsbestaetigungen: receipts.map(
        ({ number, kind, periodFrom, periodTo, amount, gifts, recipient, issuedAt, voidedAt, replacedBy }) => ({
          number,
          kind,
          periodFrom,
          periodTo,
          amount,
          gifts,
          recipient,
          issuedAt,
          voidedAt,
          replacedBy,
        }),
      ),
    };
    return {
      exportedAt,
      json: JSON.stringify(document, null, 2),
      geojson: JSON.stringify(plotsGeoJson(plots, allocations), null, 2),
    };
  }

  private async plotsOf(allocations: PlotAllocationRecord[]): Promise<PlotRecord[]> {
    const ids = [...new Set(allocations.map((a) => a.plotId))].sort();
    const found = await Promise.all(ids.map((id) => this.repos.plots.findById(id)));
    return found.filter((p): p is PlotRecord => p !== undefined);
  }
}

const byDate = <T>(items: T[], date: (item: T) => Date) =>
  [...items].sort((a, b) => date(a).getTime() - date(b).getTime());

/** One Feature per plot; its treeCount is the donor's trees there (all their orders on it), not the plot's. */
export function plotsGeoJson(plots: PlotRecord[], allocations: PlotAllocationRecord[]) {
  return {
    type: 'FeatureCollection',
    features: plots.map((plot) => {
      const mine = allocations.filter((a) => a.plotId === plot.plotId);
      return {
        type: 'Feature',
        id: plot.plotId,
        geometry: { type: 'MultiPolygon', coordinates: plot.polygons.map((ring) => [geoJsonRing(ring)]) },
        properties: {
          plotId: plot.plotId,
          project: plot.project,
          plantedAt: plot.plantedAt,
          treeCount: mine.reduce((sum, a) => sum + a.treeCount, 0),
          orders: mine.map((a) => a.treeProviderDonationId),
          species: plot.species,
        },
      };
    }),
  };
}

/**
 * RFC 7946 §3.1.6: positions are [longitude, latitude], a ring is closed (last = first) and an outer ring runs
 * counter-clockwise. The provider's rings are not guaranteed to be either, so both are made so here.
 */
function geoJsonRing(points: PointRecord[]): [number, number][] {
  const ring = points.map((p): [number, number] => [p.longitude, p.latitude]);
  const [first, last] = [ring[0], ring[ring.length - 1]];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return signedArea(ring) < 0 ? ring.reverse() : ring;
}

/** Shoelace formula: positive for a counter-clockwise ring in (x = longitude, y = latitude). */
function signedArea(ring: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum / 2;
}
