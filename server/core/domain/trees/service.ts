import type { Clock } from '../../ports.js';
import type { PlotRecord, PlotRepository } from '../../repositories/types.js';
import { roundTonnes } from '../calculator/tonnes.js';

export interface PlotSummary {
  plot: PlotRecord;
  treeCount: number;
  carbonAbsorptionYearlyTons: number;
  carbonAbsorptionTotalTons: number;
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

export class TreeService {
  constructor(
    private readonly plots: PlotRepository,
    private readonly clock: Clock,
  ) {}

  /** The user's trees, summed from their plot allocations: CO2 bound per year and since planting. */
  async forUser(userId: string): Promise<TreesSummary> {
    const treesByPlot = new Map<string, number>();
    for (const a of await this.plots.listAllocationsByUser(userId)) {
      treesByPlot.set(a.plotId, (treesByPlot.get(a.plotId) ?? 0) + a.treeCount);
    }
    const now = this.clock().getTime();
    const plotList: PlotSummary[] = [];
    for (const [plotId, treeCount] of treesByPlot) {
      const plot = await this.plots.findById(plotId);
      if (!plot) continue;
      const yearly = treeCount * plot.co2tPerTreePerYear;
      const years = Math.max(0, (now - Date.parse(`${plot.plantedAt}T00:00:00Z`)) / MS_PER_YEAR);
      plotList.push({
        plot,
        treeCount,
        carbonAbsorptionYearlyTons: roundTonnes(yearly),
        carbonAbsorptionTotalTons: roundTonnes(yearly * years),
      });
    }
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
