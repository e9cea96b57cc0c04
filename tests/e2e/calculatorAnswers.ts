import type { Page } from '@playwright/test';

/** No car, 2 short-haul flights, no long-haul, vegan, under 100 m² → 8,1 t (Mobilität −1,5, Ernährung −1,2, Wohnen −0,4). */
export async function answerVegan(page: Page) {
  const pick = (group: string | RegExp, choice: string) =>
    page.getByRole('radiogroup', { name: group }).getByText(choice, { exact: true }).click();
  await pick('Fährst du ein eigenes Auto?', 'Nein');
  await pick(/Kurzstreckenflüge/, '2');
  await pick(/Langstreckenflüge/, '0');
  await pick('Wie ernährst du dich?', 'Vegan');
  await pick(/Wohnfläche/, 'unter 100 m²');
}
