import type { Clock } from '../../ports.js';
import type { PlotAllocationRecord, PlotRecord, PlotRepository, TreeGiftRepository } from '../../repositories/types.js';
import { roundTonnes } from '../calculator/tonnes.js';

export interface PlotSummary {
  plot: PlotRecord;
  treeCount: number;
  carbonAbsorptionYearlyTons: number;
  carbonAbsorptionTotalTons: number;
  /** Relay id when the plot is seen with another tree count than the viewer's own (a gift's certificate). */
  relayId?: string;
}

export interface TreesSummary {
  carbonAbsorptionTotalSince: string | null;
  carbonAbsorptionTotalTons: number;
  carbonAbsorptionYearlyTons: number;
  plotCountTotal: number;
  plotList: PlotSummary[];
  treeCountTotal: number;
}

const MS_PER_YEAR = 365.25 * 24 * 3600 * 1000;

/** Some trees on one plot: CO2 bound per year and since planting. */
export function summarizePlot(plot: PlotRecord, treeCount: number, now: Date): PlotSummary {
  const yearly = treeCount * plot.co2tPerTreePerYear;
  const years = Math.max(0, (now.getTime() - Date.parse(`${plot.plantedAt}T00:00:00Z`)) / MS_PER_YEAR);
  return {
    plot,
    treeCount,
    carbonAbsorptionYearlyTons: roundTonnes(yearly),
    carbonAbsorptionTotalTons: roundTonnes(yearly * years),
  };
}

export class TreeService {
  constructor(
    private readonly plots: PlotRepository,
    private readonly clock: Clock,
    /** Gifted trees (issue 26 §1): a claimed gift's trees count for the recipient, no longer for the giver. */
    private readonly gifts: TreeGiftRepository | null = null,
  ) {}

  /** The user's allocations, with claimed gifts moved from giver to recipient (the orders themselves stay the giver's). */
  private async allocationsOf(userId: string): Promise<PlotAllocationRecord[]> {
    const own = await this.plots.listAllocationsByUser(userId);
    if (!this.gifts) return own;
    const [received, given] = await Promise.all([this.gifts.listClaimedBy(userId), this.gifts.listByGiver(userId)]);
    const givenAway = new Set(given.flatMap((g) => (g.orderId && g.claimedByUserId ? [g.orderId] : [])));
    const gifted = await Promise.all(
      received.flatMap((g) => (g.orderId ? [this.plots.listAllocationsByOrder(g.orderId)] : [])),
    );
    return [...own.filter((a) => !givenAway.has(a.treeProviderDonationId)), ...gifted.flat()];
  }

  /** The user's trees, summed from their plot allocations: CO2 bound per year and since planting. */
  async forUser(userId: string): Promise<TreesSummary> {
    const treesByPlot = new Map<string, number>();
    for (const a of await this.allocationsOf(userId)) {
      treesByPlot.set(a.plotId, (treesByPlot.get(a.plotId) ?? 0) + a.treeCount);
    }
    const now = this.clock().getTime();
    // All plots in one round trip; a plot the store does not have (any more) is left out, as before.
    const plots = await this.plots.findByIds([...treesByPlot.keys()]);
    const plotList: PlotSummary[] = plots.map((plot) =>
      summarizePlot(plot, treesByPlot.get(plot.plotId)!, new Date(now)),
    );
    plotList.sort(
      (a, b) => a.plot.plantedAt.localeCompare(b.plot.plantedAt) || a.plot.plotId.localeCompare(b.plot.plotId),
    );
    return {
      carbonAbsorptionTotalSince: plotList[0]?.plot.plantedAt ?? null,
      carbonAbsorptionTotalTons: roundTonnes(plotList.reduce((s, p) => s + p.carbonAbsorptionTotalTons, 0)),
      carbonAbsorptionYearlyTons: roundTonnes(plotList.reduce((s, p) => s + p.carbonAbsorptionYearlyTons, 0)),
      plotCountTotal: plotList.length,
      plotList,
      treeCountTotal: plotList.reduce((s, p) => s + p.treeCount, 0),
    };
  }
}
