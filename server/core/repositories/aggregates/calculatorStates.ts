import type { Country } from './values.js';

export interface AnswerRecord {
  questionId: string;
  choiceId: string;
  co2Emission: number;
  co2EmissionFactor: number | null;
}

export interface CalculatorStateRecord {
  userId: string;
  country: Country;
  version: number;
  answers: AnswerRecord[];
  co2EmissionTotal: number;
  co2tPerTree: number;
  /** When this result was saved (each save of changed answers is a new result). */
  createdAt: Date;
  /**
   * The result this one is compared with: the last result saved on an earlier day (Europe/Berlin), so the answers
   * changed during one sitting all compare with the result from before it. Null for a first result.
   */
  previous: PreviousResult | null;
  /** When the yearly re-check mail about this result went out (once per result); null until then. */
  recheckMailedAt: Date | null;
}

/** Only the sum and the date of an earlier result are kept, not its answers. */
export interface PreviousResult {
  co2EmissionTotal: number;
  createdAt: Date;
}

export interface CalculatorStateRepository {
  find(userId: string, country: Country): Promise<CalculatorStateRecord | undefined>;
  save(state: CalculatorStateRecord): Promise<void>;
  /** Returns true if a state was deleted. */
  delete(userId: string, country: Country): Promise<boolean>;
  deleteAllOfUser(userId: string): Promise<void>;
  /** Every country's saved state of one user (the data export). */
  listByUser(userId: string): Promise<CalculatorStateRecord[]>;
  /** Results saved at or before `savedBefore` whose re-check mail has not gone out, oldest first. */
  listRecheckDue(savedBefore: Date): Promise<CalculatorStateRecord[]>;
  /**
   * Records that the re-check mail about the result saved at `createdAt` went out — only if that result is still the
   * saved one and not yet marked (a conditional update). Returns whether it marked it.
   */
  markRecheckMailed(userId: string, country: Country, createdAt: Date, mailedAt: Date): Promise<boolean>;
}
