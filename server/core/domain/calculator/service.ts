import { badInput, notFound } from '../../errors.js';
import type { Clock } from '../../ports.js';
import type {
  AnswerRecord,
  CalculatorStateRecord,
  CalculatorStateRepository,
  PreviousResult,
  Repositories,
} from '../../repositories/types.js';
import { Validator } from '../validate.js';
import { normalizeCountry, type CatalogSource } from './catalogs.js';
import type { Answers, CalculatorCatalog } from './catalogTypes.js';
import { allQuestions, findChoice, isVisible, totalEmission, visibleQuestions } from './evaluate.js';
import { sameTonnes } from './tonnes.js';
import { germanDay } from '../calendar/calendarDays.js';

export interface AnswerInput {
  questionId: string;
  choiceId: string;
  co2Emission: number;
  co2EmissionFactor?: number | null;
}

export interface SaveCalculatorInput {
  country: string;
  version: number;
  answers: AnswerInput[];
  co2EmissionTotal: number;
  co2tPerTree: number;
}

export class CalculatorService {
  constructor(
    private readonly catalogs: CatalogSource,
    private readonly states: CalculatorStateRepository,
    private readonly clock: Clock,
    private readonly atomically: Repositories['atomically'] = (_keys, work) => work(),
  ) {}

  today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  currentModel(country: string): CalculatorCatalog {
    const catalog = this.catalogs.current(country, this.today());
    if (!catalog) throw notFound(`Für das Land „${country}“ gibt es keinen CO₂-Rechner.`);
    return catalog;
  }

  exactModel(country: string, version: number): CalculatorCatalog {
    const catalog = this.catalogs.exact(country, version);
    if (!catalog) throw notFound(`Den CO₂-Rechner „${country}“ gibt es nicht in Version ${version}.`);
    return catalog;
  }

  variants(country: string): CalculatorCatalog[] {
    return this.catalogs.variants(country);
  }

  async get(userId: string, country: string): Promise<CalculatorStateRecord> {
    const state = await this.states.find(userId, normalizeCountry(country));
    if (!state) throw notFound('Es ist noch kein Ergebnis des CO₂-Rechners gespeichert.');
    return state;
  }

  /** Recomputes everything from the catalog; a client total or answer emission that disagrees is refused. */
  async save(userId: string, input: SaveCalculatorInput): Promise<CalculatorStateRecord> {
    const country = normalizeCountry(input.country);
    if (this.catalogs.variants(country).length === 0) {
      throw badInput({ country: `Für das Land „${input.country}“ gibt es keinen CO₂-Rechner.` });
    }
    const catalog = this.catalogs.exact(country, input.version);
    if (!catalog) throw badInput({ version: `Version ${input.version} des CO₂-Rechners gibt es nicht.` });

    const answers = checkAnswers(catalog, input.answers);
    const v = new Validator();
    const missing = visibleQuestions(catalog, answers).filter((q) => !answers[q.id]);
    v.check(input.answers.length > 0, 'answers', 'Es wurden keine Antworten übermittelt.');
    v.check(
      missing.length === 0,
      'answers',
      `Nicht alle Fragen sind beantwortet: ${missing.map((q) => q.id).join(', ')}.`,
    );
    v.check(
      sameTonnes(input.co2tPerTree, catalog.basicCO2tPerTree),
      'co2tPerTree',
      `Der CO2-Wert pro Baum muss ${catalog.basicCO2tPerTree} sein.`,
    );
    const total = totalEmission(catalog, answers);
    v.check(
      sameTonnes(input.co2EmissionTotal, total),
      'co2EmissionTotal',
      `Die Summe stimmt nicht mit dem Katalog überein (erwartet ${total}).`,
    );
    v.throwIfInvalid();

    const now = this.clock();
    const state: CalculatorStateRecord = {
      userId,
      country,
      version: catalog.version,
      // Answers to hidden questions do not count and are not kept.
      answers: input.answers
        .filter((a) =>
          isVisible(
            catalog,
            allQuestions(catalog).find((q) => q.id === a.questionId)!,
            answers,
          ),
        )
        .map((a): AnswerRecord => ({
          questionId: a.questionId,
          choiceId: a.choiceId,
          co2Emission: findChoice(catalog, a.questionId, a.choiceId)!.co2Emission,
          co2EmissionFactor: a.co2EmissionFactor ?? null,
        })),
      co2EmissionTotal: total,
      co2tPerTree: catalog.basicCO2tPerTree,
      createdAt: now,
      previous: null,
      recheckMailedAt: null,
    };
    // The answers change one by one and each change is saved: everything saved on one day compares with the result
    // saved before that day (issue 26 §2), and a new result starts the yearly re-check anew.
    return this.atomically([`calculator:${userId}:${country}`], async () => {
      const before = await this.states.find(userId, country);
      const next = { ...state, previous: before ? previousOf(before, now) : null };
      await this.states.save(next);
      return next;
    });
  }

  async delete(userId: string, country: string): Promise<boolean> {
    return this.states.delete(userId, normalizeCountry(country));
  }
}

/** The result a new one saved at `now` is compared with: the saved one if it is from an earlier day, else its own. */
export function previousOf(saved: CalculatorStateRecord, now: Date): PreviousResult | null {
  if (germanDay(saved.createdAt) < germanDay(now))
    return { co2EmissionTotal: saved.co2EmissionTotal, createdAt: saved.createdAt };
  return saved.previous;
}

/** Checks each answer against the catalog and returns them as a questionId → choiceId map. */
function checkAnswers(catalog: CalculatorCatalog, inputs: AnswerInput[]): Answers {
  const v = new Validator();
  const answers: Record<string, string> = {};
  inputs.forEach((a, i) => {
    const at = `answers[${i}]`;
    const question = allQuestions(catalog).find((q) => q.id === a.questionId);
    const choice = findChoice(catalog, a.questionId, a.choiceId);
    v.check(Boolean(question), `${at}.questionId`, `Die Frage „${a.questionId}“ gibt es nicht.`);
    v.check(!(a.questionId in answers), `${at}.questionId`, `Die Frage „${a.questionId}“ ist doppelt beantwortet.`);
    v.check(a.choiceId.trim() !== '', `${at}.choiceId`, 'Die Antwort darf nicht leer sein.');
    v.check(!question || Boolean(choice), `${at}.choiceId`, `„${a.choiceId}“ ist keine Antwort auf „${a.questionId}“.`);
    v.check(
      !choice || sameTonnes(a.co2Emission, choice.co2Emission),
      `${at}.co2Emission`,
      `Der CO₂-Wert der Antwort muss ${choice?.co2Emission} sein.`,
    );
    const factor = a.co2EmissionFactor;
    v.check(factor == null || factor >= 1, `${at}.co2EmissionFactor`, 'Der Faktor muss mindestens 1 sein.');
    if (question && choice) answers[a.questionId] = a.choiceId;
  });
  v.throwIfInvalid();
  return answers;
}
