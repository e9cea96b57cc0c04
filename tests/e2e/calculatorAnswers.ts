import type { Page } from '@playwright/test';

/** Answers to the CO₂-Rechner as a visitor gives them: the question's radio group and the choice's text. */
export type CalculatorAnswers = ReadonlyArray<readonly [group: string | RegExp, choice: string]>;

/** A car, 2 + 2 flights, mixed diet (2 × red meat, 4 × poultry etc.), dairy daily, 100–200 m² → 17,0 t. */
export const MIXED_17_T: CalculatorAnswers = [
  ['Fährst du ein eigenes Auto?', 'Ja'],
  [/Kurzstreckenflüge/, '2'],
  [/Langstreckenflüge/, '2'],
  ['Wie ernährst du dich?', 'Mischkost'],
  [/rotes Fleisch/, '2'],
  [/Huhn, Schwein, Fisch/, '4'],
  [/Milchprodukte/, 'Täglich'],
  [/Wohnfläche/, '100–200 m²'],
];

/** No car, 2 short-haul flights, no long-haul, vegan, under 100 m² → 8,1 t (Mobilität −1,5, Ernährung −1,2, Wohnen −0,4). */
export const VEGAN_8_1_T: CalculatorAnswers = [
  ['Fährst du ein eigenes Auto?', 'Nein'],
  [/Kurzstreckenflüge/, '2'],
  [/Langstreckenflüge/, '0'],
  ['Wie ernährst du dich?', 'Vegan'],
  [/Wohnfläche/, 'unter 100 m²'],
];

/** Clicks each answer's choice in its radio group, in order (a question shows once the one it depends on is answered). */
export async function answer(page: Page, answers: CalculatorAnswers) {
  for (const [group, choice] of answers)
    await page.getByRole('radiogroup', { name: group }).getByText(choice, { exact: true }).click();
}

export const answerVegan = (page: Page) => answer(page, VEGAN_8_1_T);
