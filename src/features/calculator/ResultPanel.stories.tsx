import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CATALOG_DE_V1 } from '../../../server/core/domain/calculator/catalogDeV1';
import { calculatorResult } from './calculatorResult';
import { ResultPanel } from './ResultPanel';
import { BIG_ANSWERS, FRUGAL_ANSWERS, MIXED_ANSWERS } from './sampleAnswers';

const big = calculatorResult(CATALOG_DE_V1, BIG_ANSWERS);
const small = calculatorResult(CATALOG_DE_V1, FRUGAL_ANSWERS);
const mixed = calculatorResult(CATALOG_DE_V1, MIXED_ANSWERS);

const meta = {
  title: 'Funktionen/CO₂-Rechner/ResultPanel',
  component: ResultPanel,
  args: { result: big, left: { atLeast: 0, atMost: 0 }, isGuest: true, save: 'idle', dirty: false, onRetrySave: fn() },
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers missing: how many are left. */
export const Incomplete: Story = {
  name: 'Unvollständig',
  args: { result: null, left: { atLeast: 3, atMost: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Beantworte noch 3 Fragen, dann siehst du dein Ergebnis.',
    );
  },
};

export const OneQuestionLeft: Story = {
  name: 'Eine Frage offen',
  args: { result: null, left: { atLeast: 1, atMost: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Beantworte noch 1 Frage,');
  },
};

/** A guest above the German average: total, trees, comparison, Abos and the invitation to register. */
export const GuestAboveAverage: Story = {
  name: 'Gast über dem Durchschnitt',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('20,6 t');
    await expect(
      canvas.getByText(/^138 Bäume binden über ihr Wachstum so viel CO₂, wie du in einem Jahr verursachst\.$/),
    ).toBeVisible();
    await expect(canvas.getByText('Das sind 85 % mehr als der Durchschnitt in Deutschland (11,2 t).')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^100\s% Abo wählen: 12 Bäume im Monat für 60/ })).toHaveAttribute(
      'href',
      '/spenden?abo=percent_100',
    );
    await expect(canvas.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/registrieren');
    // A one-time donation and, for people with an account, signing in (issue 33 §1).
    await expect(canvas.getByRole('link', { name: 'Einmalig spenden' })).toHaveAttribute(
      'href',
      '/spenden?art=custom_one_time',
    );
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden');
  },
};

/** Below the average. */
export const BelowAverage: Story = {
  name: 'Unter dem Durchschnitt',
  args: { result: small },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Das sind 47 % weniger als der Durchschnitt in Deutschland (11,2 t).'),
    ).toBeVisible();
  },
};

/** "So rechnen wir" opens the breakdown: base value, each answer, sum. */
export const Breakdown: Story = {
  name: 'Aufschlüsselung',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('So rechnen wir'));
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('row', { name: /Grundwert/ })).toHaveTextContent('11,2 t');
    await expect(within(table).getByRole('row', { name: /Langstreckenflüge: 2/ })).toHaveTextContent('+4,6 t');
    await expect(within(table).getByRole('row', { name: /Summe/ })).toHaveTextContent('20,6 t');
  },
};

/** Issue 16's example: the lines are rounded so they add up to the total (17,0 t), negatives with a real minus. */
export const BreakdownAddsUp: Story = {
  name: 'Aufschlüsselung geht auf',
  args: { result: mixed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('So rechnen wir'));
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('row', { name: /Rotes Fleisch/ })).toHaveTextContent('\u22120,4 t');
    await expect(within(table).getByRole('row', { name: /Summe/ })).toHaveTextContent('17,0 t');
    const lines = within(table)
      .getAllByRole('row')
      .filter((row) => !/Summe/.test(row.textContent ?? ''))
      .map((row) =>
        Number((row.querySelector('td')?.textContent ?? '').replace(' t', '').replace('\u2212', '-').replace(',', '.')),
      );
    await expect(Math.round(lines.reduce((sum, n) => sum + n, 0) * 10) / 10).toBe(17);
    await expect(canvas.getByText(/so, dass die Zeilen genau die Summe ergeben/)).toBeVisible();
  },
};

/** Signed in and saved: no invitation to register. */
export const SignedInSaved: Story = {
  name: 'Angemeldet, gespeichert',
  args: { isGuest: false, save: 'saved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In deinem Konto gespeichert.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Jetzt registrieren' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Anmelden' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Einmalig spenden' })).toBeVisible();
  },
};

export const SignedInSaving: Story = {
  name: 'Angemeldet, speichert',
  args: { isGuest: false, save: 'saving', dirty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wird gespeichert …')).toBeVisible();
  },
};

/** A failed save keeps the result and offers to try again. */
export const SignedInSaveFailed: Story = {
  name: 'Angemeldet, Speichern gescheitert',
  args: { isGuest: false, save: 'failed', dirty: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Dein Ergebnis ist noch nicht gespeichert.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut speichern' }));
    await expect(args.onRetrySave).toHaveBeenCalledOnce();
  },
};
