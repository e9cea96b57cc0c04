import type { Answers, CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { totalEmission, treesNeeded, visibleQuestions } from '../../../server/core/domain/calculator/evaluate';
import { sharedResultOf } from '../../../server/core/domain/calculator/sharedResult';
import { roundTonnes } from '../../../server/core/domain/calculator/tonnes';
import {
  ABO_PERCENTAGES,
  EUR_PER_TREE,
  percentAboTreesPerMonth,
  type AboPercentage,
} from '../../../server/core/domain/donations/rules';
import { GERMAN_AVERAGE_TONNES } from '../../content/calculator';

/** One line of "so rechnen wir": a visible, answered question and what its answer adds. */
export interface BreakdownLine {
  questionId: string;
  title: string;
  choiceText: string;
  co2Emission: number;
}

export interface AboOption {
  percent: AboPercentage;
  treesPerMonth: number;
  eurPerMonth: number;
}

export interface CalculatorResult {
  /** t CO2 per year: base plus the visible answers. */
  totalTonnes: number;
  /** Trees that bind the total per year, rounded up. */
  trees: number;
  baseTonnes: number;
  /** t CO2 one tree binds (catalog). */
  co2tPerTree: number;
  breakdown: BreakdownLine[];
  averageTonnes: number;
  /** Total relative to the German average in whole percent: −20 means 20 % below. */
  differencePercent: number;
  abos: AboOption[];
  /** The share link's path: the catalog and the three category sums, no answers (issue 26 §3). */
  sharePath: string;
}

/** The result of a complete calculator (docs/architecture.md §4 rules: base + visible answers, trees rounded up). */
export function calculatorResult(catalog: CalculatorCatalog, answers: Answers): CalculatorResult {
  const totalTonnes = totalEmission(catalog, answers);
  const breakdown = visibleQuestions(catalog, answers).flatMap((question) => {
    const choice = question.choices.find((c) => c.id === answers[question.id]);
    return choice
      ? [{ questionId: question.id, title: question.title, choiceText: choice.text, co2Emission: choice.co2Emission }]
      : [];
  });
  return {
    totalTonnes,
    trees: treesNeeded(totalTonnes, catalog.basicCO2tPerTree),
    baseTonnes: catalog.basicCO2Emission,
    co2tPerTree: catalog.basicCO2tPerTree,
    breakdown,
    averageTonnes: GERMAN_AVERAGE_TONNES,
    differencePercent: Math.round(roundTonnes((totalTonnes / GERMAN_AVERAGE_TONNES - 1) * 100)),
    abos: ABO_PERCENTAGES.map((percent) => {
      const treesPerMonth = percentAboTreesPerMonth(totalTonnes, percent);
      return { percent, treesPerMonth, eurPerMonth: treesPerMonth * EUR_PER_TREE };
    }),
    sharePath: sharedResultOf(catalog, answers).path,
  };
}
