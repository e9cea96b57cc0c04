import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';
import { useLoadingAction } from './useLoadingAction';

const meta = {
  title: 'App/Feedback/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  args: { isVisible: true, message: 'Deine Spende wird gespeichert …' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MitNachricht: Story = {
  play: async () => {
    await expect(within(document.body).getByRole('status')).toHaveTextContent('Deine Spende wird gespeichert …');
  },
};

export const OhneNachricht: Story = {
  args: { message: undefined },
  play: async () => {
    await expect(within(document.body).getByRole('status')).toHaveTextContent('Wird geladen …');
  },
};

function SaveDemo() {
  const { withLoading, overlay } = useLoadingAction();
  return (
    <div style={{ padding: '2rem' }}>
      <Button onPress={() => void withLoading(new Promise((resolve) => setTimeout(resolve, 200)), 'Wird gespeichert …')}>
        Speichern
      </Button>
      {overlay}
    </div>
  );
}

/** withLoading(): the action takes 200 ms, the overlay stays the minimum of 1000 ms. */
export const WaehrendEinerAktion: Story = {
  render: () => <SaveDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Speichern' }));
    const status = within(document.body).getByRole('status');
    await expect(status).toHaveTextContent('Wird gespeichert …');
    const shownAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(status).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('status')).toBeNull(), { timeout: 2000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(950);
  },
};
