import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CATALOG_DE_V1 } from '../../../server/core/domain/calculator/catalogDeV1';
import { HeaderStoryHarness } from '../../app/header/HeaderStoryHarness';
import { cacheKey, writeCachedAnswers } from './answersCache';
import { calculatorStore } from './calculatorStore';
import { CalculatorStoryHarness } from './CalculatorStoryHarness';
import { KEYBOARD_ANSWERS, KEYBOARD_TOTAL_TEXT, KEYBOARD_TREES_TEXT } from './keyboardAnswers';
import { VEGAN_ANSWERS } from './sampleAnswers';
import { untilDom } from '../../test/untilDom';

const KEY = cacheKey(CATALOG_DE_V1);

/** Answers every query of one operation with HTTP 500 (on top of the story's mock world). */
const failOperation = (operationName: string) =>
  http.post('*/graphql', async ({ request }) => {
    const body = (await request.clone().json()) as { operationName?: string };
    if (body.operationName === operationName) return new HttpResponse('Interner Fehler', { status: 500 });
    return undefined;
  });

/** The calculator against the real schema and resolvers in the story's mock world (spec §4 sync end to end). */
const meta = {
  title: 'Funktionen/CO₂-Rechner/Calculator',
  component: CalculatorStoryHarness,
  parameters: { layout: 'padded', scenario: 'guest' },
  beforeEach: () => {
    calculatorStore.reset();
    localStorage.removeItem(KEY);
    return () => localStorage.removeItem(KEY);
  },
} satisfies Meta<typeof CalculatorStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest answers every question with the keyboard alone; the complete answers are kept in this browser. */
export const GuestWithKeyboard: Story = {
  name: 'Gast mit Tastatur',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilDom(() => canvas.getByRole('radiogroup', { name: 'Fährst du ein eigenes Auto?' }));
    // One keyboard call per question (8 instead of about 30 instrumented calls): the same presses in the same order.
    for (const keys of KEYBOARD_ANSWERS) await userEvent.keyboard(keys.map((key) => `[${key}]`).join(''));
    await expect(await untilDom(() => canvas.getByText(KEYBOARD_TOTAL_TEXT, { selector: 'span' }))).toBeVisible();
    await expect(canvas.getByText(KEYBOARD_TREES_TEXT)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '14 oder mehr' })).toBeChecked();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').co2EmissionTotal).toBeCloseTo(20.672, 6));
  },
};

/** A guest comes back: the answers this browser kept are there again. */
export const GuestRestoredFromBrowser: Story = {
  name: 'Gast, aus dem Browser wiederhergestellt',
  beforeEach: () => writeCachedAnswers(CATALOG_DE_V1, VEGAN_ANSWERS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await untilDom(() => canvas.getByText('8,1 t', { selector: 'span' }))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Vegan' })).toBeChecked();
  },
};

/** A tampered browser entry is dropped without breaking the page. */
export const GuestWithTamperedBrowserEntry: Story = {
  name: 'Gast mit manipuliertem Browser-Eintrag',
  beforeEach: () =>
    localStorage.setItem(KEY, '{"version":1,"answers":[{"questionId":"transport-01","choiceId":"evil"}]}'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilDom(() =>
        canvas.getByText('Beantworte noch 5 bis 8 Fragen (je nach deinen Antworten), dann siehst du dein Ergebnis.'),
      ),
    ).toBeVisible();
    await expect(localStorage.getItem(KEY)).toBeNull();
  },
};

/** Signed in with a saved result: its answers replace the empty local ones. */
export const SignedInWithSavedResult: Story = {
  name: 'Angemeldet, mit gespeichertem Ergebnis',
  parameters: { scenario: 'withFootprint' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await untilDom(() => canvas.getByText('7,6 t', { selector: 'span' }))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Ja, Elektroauto' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Vegetarisch' })).toBeChecked();
    await expect(canvas.getByText('In deinem Konto gespeichert.')).toBeVisible();
  },
};

/** A new account finds the answers given as a guest in this browser: they are saved to the account. */
export const SignedInRestoresFromBrowser: Story = {
  name: 'Angemeldet, aus dem Browser wiederhergestellt',
  parameters: { scenario: 'newUser' },
  beforeEach: () => writeCachedAnswers(CATALOG_DE_V1, VEGAN_ANSWERS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await untilDom(() => canvas.getByText('8,1 t', { selector: 'span' }))).toBeVisible();
    await untilDom(() => expect(canvas.getByText('In deinem Konto gespeichert.')).toBeVisible());
    await expect(localStorage.getItem(KEY)).toBeNull();
  },
};

/** A changed answer is saved shortly afterwards. */
export const SignedInSavesChange: Story = {
  name: 'Angemeldet, speichert Änderung',
  parameters: { scenario: 'withFootprint' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilDom(() => canvas.getByText('7,6 t', { selector: 'span' }));
    await userEvent.click(canvas.getByText('über 200 m²'));
    await expect(await untilDom(() => canvas.getByText('11,4 t', { selector: 'span' }))).toBeVisible();
    await expect(canvas.getByText('Wird gespeichert …')).toBeVisible();
    await untilDom(() => expect(canvas.getByText('In deinem Konto gespeichert.')).toBeVisible());
  },
};

/** The save fails: the answers stay, the viewer is told (toast and at the result) and can try again. */
export const SignedInSaveFails: Story = {
  name: 'Angemeldet, Speichern scheitert',
  parameters: { scenario: 'withFootprint', msw: { handlers: [failOperation('useUpdateCalculatorStateMutation')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilDom(() => canvas.getByText('7,6 t', { selector: 'span' }));
    await userEvent.click(canvas.getByText('über 200 m²'));
    await expect(await untilDom(() => canvas.getByRole('alert'))).toHaveTextContent(
      'Dein Ergebnis ist noch nicht gespeichert.',
    );
    const toast = await untilDom(() =>
      within(document.body).getByText('Dein Ergebnis konnte nicht gespeichert werden.'),
    );
    await untilDom(() => expect(toast).toBeVisible());
    await expect(canvas.getByRole('radio', { name: 'über 200 m²' })).toBeChecked();
    await expect(canvas.getByText('11,4 t', { selector: 'span' })).toBeVisible();
  },
};

/** The saved result cannot be loaded: reported, and the viewer can still calculate. */
export const SignedInLoadFails: Story = {
  name: 'Angemeldet, Laden scheitert',
  parameters: { scenario: 'withFootprint', msw: { handlers: [failOperation('fetchSavedCalculatorQuery')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await untilDom(() => canvas.getByText(/konnte gerade nicht geladen werden/))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Ja' })).toBeEnabled();
  },
};

/** A new account's first result shows up in the header's footprint box as soon as it is saved (wide header). */
export const FirstSaveReachesHeader: Story = {
  name: 'Erstes Speichern erreicht die Kopfzeile',
  parameters: { scenario: 'newUser' },
  globals: { viewport: { value: 'xl', isRotated: false } },
  render: () => (
    <>
      <HeaderStoryHarness />
      <CalculatorStoryHarness />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await untilDom(() => canvas.getByRole('link', { name: 'CO₂-Fußabdruck berechnen' }))).toBeVisible();
    const pick = (group: string | RegExp, choice: string) =>
      userEvent.click(within(canvas.getByRole('radiogroup', { name: group })).getByText(choice, { exact: true }));
    await untilDom(() => canvas.getByRole('radiogroup', { name: 'Fährst du ein eigenes Auto?' }));
    await pick('Fährst du ein eigenes Auto?', 'Nein');
    await pick(/Kurzstreckenflüge/, '2');
    await pick(/Langstreckenflüge/, '0');
    await pick('Wie ernährst du dich?', 'Vegan');
    await pick(/Wohnfläche/, 'unter 100 m²');
    // The save runs SAVE_DELAY_MS after the last answer, then goes through the mock server: wait for its message.
    await untilDom(() => canvas.getByText('In deinem Konto gespeichert.'));
    await expect(canvas.getByText('In deinem Konto gespeichert.')).toBeVisible();
    const banner = within(canvas.getByRole('banner'));
    await expect(await untilDom(() => banner.getByText('Meine CO₂-Bilanz'))).toBeVisible();
    await expect(await untilDom(() => banner.getByText('8,1'))).toBeVisible();
  },
};
