import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DevToolbar } from './DevToolbar';
import { SCENARIOS } from './scenarios/list';

/** The dev:mock toolbar (bottom left, outside the app). Stories render it without reloading anything. */
const meta = {
  title: 'Mock-Welt/DevToolbar',
  component: DevToolbar,
  args: {
    scenarios: SCENARIOS.map(({ id, label }) => ({ id, label })),
    currentId: 'guest',
    onSelectScenario: fn(),
    onExpandedChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DevToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ausgeklappt: Story = {
  name: 'Ausgeklappt',
  args: { defaultExpanded: true, currentId: 'newUser' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByLabelText('Szenario');
    await expect(select).toHaveValue('newUser');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(SCENARIOS.map((s) => s.label));
    // Choosing alone does not switch; „Laden“ does.
    await userEvent.selectOptions(select, 'withSubscription');
    await expect(args.onSelectScenario).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Laden' }));
    await expect(args.onSelectScenario).toHaveBeenCalledWith('withSubscription');
  },
};

export const Eingeklappt: Story = {
  name: 'Eingeklappt',
  args: { defaultExpanded: false, currentId: 'withFootprint' },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /Mock-Modus/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('Mit Fußabdruck, ohne Spende (Lena)');
    await expect(canvas.getByLabelText('Szenario')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Szenario')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** Keyboard only: a clearly visible focus ring on every control, and Enter on „Laden“ switches. */
export const Tastatur: Story = {
  name: 'Mit Tastatur',
  args: { defaultExpanded: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: /Mock-Modus/ });
    await expect(toggle).toHaveFocus();
    const ring = getComputedStyle(toggle);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(3);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Szenario')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Laden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectScenario).toHaveBeenCalledWith('guest');
  },
};
