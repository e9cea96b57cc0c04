import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CATALOG_DE_V1 } from '../../../server/core/domain/calculator/catalogDeV1';
import { QuestionCard } from './QuestionCard';

const question = (id: string) => CATALOG_DE_V1.categories.flatMap((c) => c.questions).find((q) => q.id === id)!;

const meta = {
  title: 'Funktionen/CO₂-Rechner/QuestionCard',
  component: QuestionCard,
  args: { question: question('transport-01'), value: undefined, onAnswer: fn() },
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: a radio group named by the question, one radio per visible choice text. */
export const Unanswered: Story = {
  name: 'Unbeantwortet',
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Fährst du ein eigenes Auto?' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Ja, Elektroauto' })).toBeEnabled();
  },
};

/** A chosen answer is checked and marked. */
export const Answered: Story = {
  name: 'Beantwortet',
  args: { value: 'transport-01-choice-02' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Ja, Elektroauto' })).toBeChecked();
  },
};

/** A count question: the last answer reads „Mehr“, as the spec labels it. */
export const CountQuestion: Story = {
  name: 'Zahlenfrage',
  args: { question: question('transport-03'), value: 'transport-03-choice-06' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Mehr' })).toBeChecked();
  },
};

/** While the saved result loads, the choices cannot change. */
export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { question: question('diet-01'), value: 'diet-01-choice-03', isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Keyboard alone: Tab reaches the group, arrow keys pick the next choice. */
export const Keyboard: Story = {
  name: 'Mit Tastatur',
  render: function Render(args) {
    const [value, setValue] = useState<string | undefined>(undefined);
    return <QuestionCard {...args} value={value} onAnswer={(q, c) => (setValue(c), args.onAnswer(q, c))} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Ja' })).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowRight]');
    await expect(canvas.getByRole('radio', { name: 'Ja, Elektroauto' })).toBeChecked();
    await expect(args.onAnswer).toHaveBeenLastCalledWith('transport-01', 'transport-01-choice-02');
  },
};
