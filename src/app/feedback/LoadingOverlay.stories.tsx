import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { untilDom } from '../../test/untilDom';
import { LOADING_MIN_DISPLAY_MS } from './constants';
import { LoadingOverlay } from './LoadingOverlay';
import { useLoadingAction } from './useLoadingAction';

const meta = {
  title: 'App-Rahmen/Rückmeldungen/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  args: { isVisible: true, message: 'Deine Spende wird gespeichert …' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MitNachricht: Story = {
  name: 'Mit Nachricht',
  play: async () => {
    await expect(within(document.body).getByRole('status')).toHaveTextContent('Deine Spende wird gespeichert …');
  },
};

export const OhneNachricht: Story = {
  name: 'Ohne Nachricht',
  args: { message: undefined },
  play: async () => {
    await expect(within(document.body).getByRole('status')).toHaveTextContent('Wird geladen …');
  },
};

/** The demo's action: it ends when the story's play function says so, not after a fixed time. */
let finishAction: () => void = () => {};

function SaveDemo() {
  const { withLoading, overlay } = useLoadingAction();
  const action = () => new Promise<void>((resolve) => (finishAction = resolve));
  return (
    <div style={{ padding: '2rem' }}>
      <Button onPress={() => void withLoading(action, 'Wird gespeichert …')}>Speichern</Button>
      {overlay}
    </div>
  );
}

/** When the status element has entered and then left document.body, timed by DOM events (a MutationObserver). */
function whenStatusLeaves(): Promise<number> {
  return new Promise((resolve) => {
    let shown = false;
    const observer = new MutationObserver(() => {
      const present = document.body.querySelector('[role="status"]') !== null;
      shown ||= present;
      if (shown && !present) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** withLoading(): the action ends at once, the overlay still stays its minimum of 1000 ms, then goes. */
export const WaehrendEinerAktion: Story = {
  name: 'Während einer Aktion',
  render: () => <SaveDemo />,
  play: async ({ canvasElement }) => {
    const statusLeft = whenStatusLeaves();
    // Taken before the click, so it is no later than the overlay's own start on the same (monotonic) clock: the
    // bound below holds on a machine of any speed. (The observer may see the overlay only after its start when the
    // page is busy, so a time taken there could be short of the minimum without the overlay being wrong.)
    const clicked = performance.now();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Speichern' }));
    const status = await untilDom(() => within(document.body).getByRole('status'));
    await expect(status).toHaveTextContent('Wird gespeichert …');
    // The action is over; the overlay is not: it goes only when its minimum time since it appeared has passed.
    finishAction();
    const hidden = await statusLeft;
    await expect(hidden - clicked).toBeGreaterThanOrEqual(LOADING_MIN_DISPLAY_MS - 1);
    await expect(within(document.body).queryByRole('status')).toBeNull();
  },
};
