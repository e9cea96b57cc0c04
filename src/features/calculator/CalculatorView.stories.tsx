import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CATALOG_DE_V1 } from '../../../server/core/domain/calculator/catalogDeV1';
import { CalculatorView } from './CalculatorView';
import { VEGAN_ANSWERS } from './sampleAnswers';

/** The calculator in each spec §4 sync state, without a server. */
const meta = {
  title: 'Funktionen/CO₂-Rechner/CalculatorView',
  component: CalculatorView,
  parameters: { layout: 'padded' },
  args: {
    catalog: CATALOG_DE_V1,
    state: { answers: {}, sync: 'undefined', loadFailed: false, save: 'idle', dirty: false },
    isGuest: true,
    onAnswer: fn(),
    onRetrySave: fn(),
  },
} satisfies Meta<typeof CalculatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sync `undefined` (session not ready yet) and nothing answered: the five always-visible questions. */
export const Empty: Story = {
  name: 'Leer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(5);
    // Until the viewer is known an answer would be dropped by the sync: the choices wait.
    await expect(canvas.getByText('Der Rechner wird vorbereitet …')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Fortschritt Mobilität' })).toHaveAttribute(
      'aria-valuetext',
      '0 von 3 Fragen beantwortet',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Fortschritt Wohnen' })).toHaveAttribute(
      'aria-valuetext',
      '0 von 1 Frage beantwortet',
    );
    await expect(
      canvas.getByText('Beantworte noch 5 bis 8 Fragen (je nach deinen Antworten), dann siehst du dein Ergebnis.'),
    ).toBeVisible();
    // The compact running total for phones (shown below 1024 px, issue 33 §1) starts at the base value.
    await expect(canvasElement.querySelector('[class*="runningTotal"]')?.textContent).toBe(
      'Bisher: 11,2 t CO₂ im Jahr',
    );
  },
};

/** Mischkost shows the two meat questions and the dairy question. */
export const MixedDietShowsFollowUps: Story = {
  name: 'Mischkost zeigt Folgefragen',
  args: {
    state: {
      answers: { 'diet-01': 'diet-01-choice-03' },
      sync: 'initialized',
      loadFailed: false,
      save: 'idle',
      dirty: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(8);
    await expect(canvas.getByRole('progressbar', { name: 'Fortschritt Ernährung' })).toHaveAttribute(
      'aria-valuetext',
      '1 von 4 Fragen beantwortet',
    );
  },
};

/** Sync `querying`: the saved result is on its way, the choices wait. */
export const Querying: Story = {
  name: 'Fragt ab',
  args: { isGuest: false, state: { answers: {}, sync: 'querying', loadFailed: false, save: 'idle', dirty: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dein gespeichertes Ergebnis wird geladen …')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Sync `restoredFromCache`: a guest's answers move into the new account. */
export const RestoredFromCache: Story = {
  name: 'Aus dem Zwischenspeicher',
  args: {
    isGuest: false,
    state: { answers: VEGAN_ANSWERS, sync: 'restoredFromCache', loadFailed: false, save: 'saving', dirty: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wir übernehmen dein Ergebnis aus diesem Browser in dein Konto …')).toBeVisible();
    await expect(canvas.getByText('Wird gespeichert …')).toBeVisible();
  },
};

/** Sync `initialized` with the saved answers. */
export const Initialized: Story = {
  name: 'Initialisiert',
  args: {
    isGuest: false,
    state: { answers: VEGAN_ANSWERS, sync: 'initialized', loadFailed: false, save: 'idle', dirty: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/gespeichertes Ergebnis/)).toBeNull();
    await expect(canvas.getByText('8,1 t', { selector: 'span' })).toBeVisible();
    await expect(canvasElement.querySelector('[class*="runningTotal"]')?.textContent).toBe(
      'Dein Ergebnis: 8,1 t CO₂ im Jahr',
    );
    await expect(canvas.getByText('In deinem Konto gespeichert.')).toBeVisible();
  },
};

/** The saved result could not be loaded: the viewer is told and can still calculate. */
export const LoadFailed: Story = {
  name: 'Laden gescheitert',
  args: { isGuest: false, state: { answers: {}, sync: 'initialized', loadFailed: true, save: 'idle', dirty: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/konnte gerade nicht geladen werden/)).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeEnabled();
  },
};
