import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PlotPhotoRecord, PointRecord, ProjectId } from '../../../core/repositories/types.js';

export const plots = pgTable('plots', {
  plotId: text('plot_id').primaryKey(),
  project: text('project').$type<ProjectId>().notNull(),
  plantedAt: date('planted_at', { mode: 'string' }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  polygons: jsonb('polygons').$type<PointRecord[][]>().notNull(),
  mapLink: text('map_link'),
  species: jsonb('species').$type<{ latinName: string; percentage: number }[]>().notNull(),
  co2tPerTreePerYear: doublePrecision('co2t_per_tree_per_year').notNull(),
  photos: jsonb('photos').$type<PlotPhotoRecord[]>().notNull().default([]),
});

export const plotAllocations = pgTable(
  'plot_allocations',
  {
    plotId: text('plot_id')
      .notNull()
      .references(() => plots.plotId),
    treeProviderDonationId: text('tree_provider_donation_id').notNull(),
    userId: text('user_id'),
    treeCount: integer('tree_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plotId, t.treeProviderDonationId] }),
    index('plot_allocations_user_idx').on(t.userId),
    index('plot_allocations_order_idx').on(t.treeProviderDonationId),
  ],
);
