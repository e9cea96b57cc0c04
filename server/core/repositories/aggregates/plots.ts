import type { IsoDate, ProjectId } from './values.js';

export interface PointRecord {
  latitude: number;
  longitude: number;
}

export interface PlotRecord {
  plotId: string;
  project: ProjectId;
  plantedAt: IsoDate;
  coordinates: PointRecord;
  polygons: PointRecord[][];
  mapLink: string | null;
  species: { latinName: string; percentage: number }[];
  /** Tonnes CO2 one tree on this plot binds per year (depends on species mix and site). */
  co2tPerTreePerYear: number;
  /** Photos the tree provider sent (https URLs), in its order; empty when it sent none. */
  photos: PlotPhotoRecord[];
}

export interface PlotPhotoRecord {
  url: string;
  /** German caption, also the image's text alternative. */
  caption: string;
}

/** Trees of one user's order on one plot. */
export interface PlotAllocationRecord {
  plotId: string;
  userId: string | null;
  treeProviderDonationId: string;
  treeCount: number;
}

export interface PlotRepository {
  findById(plotId: string): Promise<PlotRecord | undefined>;
  /** The plots of these ids that exist, in one round trip (order unspecified). */
  findByIds(plotIds: readonly string[]): Promise<PlotRecord[]>;
  /** Inserts or replaces a plot (the tree provider's import). */
  save(plot: PlotRecord): Promise<void>;
  /** Inserts or replaces the trees of one order on one plot (key: plotId + treeProviderDonationId). */
  saveAllocation(allocation: PlotAllocationRecord): Promise<void>;
  listAllocationsByOrder(treeProviderDonationId: string): Promise<PlotAllocationRecord[]>;
  listAllocationsByUser(userId: string): Promise<PlotAllocationRecord[]>;
  /** Detaches a dropped user's allocations (they stay as anonymous records). */
  anonymizeAllocations(userId: string): Promise<void>;
}
