import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OPERATOR } from '../../content/operator';
import { ContactPage } from './ContactPage';

const meta = {
  title: 'Seiten/Kontakt',
  component: ContactPage,
  parameters: { scenario: 'guest', path: '/kontakt' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form beside the direct ways to reach the team (states of the form: Features/Contact/ContactForm). */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Kontaktformular' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: OPERATOR.email })).toBeVisible();
  },
};
