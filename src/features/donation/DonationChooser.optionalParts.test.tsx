import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentChoice } from './useCreatePaymentIntent';

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('../errorReporting/reportFrontendError', () => ({ reportErrorOnce: (e: unknown) => reported.push(e) }));
const giftFieldsBreak = vi.hoisted(() => ({ now: false }));
vi.mock('../gifts/GiftFields', () => ({
  GiftFields: () => {
    if (giftFieldsBreak.now) throw new Error('Der Kalender des Geschenks ist kaputt.');
    return <fieldset aria-label="Dein Geschenk" />;
  },
}));

const GIFT_UNAVAILABLE =
  'Verschenken geht in diesem Browser gerade nicht. Deine Spende kannst du trotzdem wie gewohnt abschließen.';

async function renderChooser() {
  const { DonationChooser } = await import('./DonationChooser');
  const chosen: PaymentChoice[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/spenden',
        element: (
          <DonationChooser
            fixedProject={null}
            initialProject="uganda"
            footprintTonnes={null}
            initialType="custom_one_time"
            signedIn
            isSubmitting={false}
            onSubmit={async (choice) => {
              chosen.push(choice);
              return { kind: 'created', intentId: 'pi_1' };
            }}
          />
        ),
      },
    ],
    { initialEntries: ['/spenden'] },
  );
  render(<RouterProvider router={router} />);
  return chosen;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  reported.length = 0;
  giftFieldsBreak.now = false;
});

describe('the donation form when an optional part fails', () => {
  it('stands when the browser cannot tell today’s date: the gift says so, the donation goes on', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(() => {
      throw new RangeError('Invalid Date');
    });
    const chosen = await renderChooser();
    expect(screen.getByRole('heading', { name: 'Deine Spende' })).toBeTruthy();
    expect(screen.getByText(GIFT_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Als Geschenk verschenken/ })).toBeNull();
    expect(reported).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]).toMatchObject({ project: 'uganda', donationType: 'custom_one_time', amount: 25, gift: null });
  });

  it('sends no gift when the gift part breaks after it was opened, and keeps the rest usable', async () => {
    giftFieldsBreak.now = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chosen = await renderChooser();
    await userEvent.click(screen.getByRole('checkbox', { name: /Als Geschenk verschenken/ }));
    expect(await screen.findByText(GIFT_UNAVAILABLE)).toBeTruthy();
    expect(reported).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]).toMatchObject({ amount: 25, gift: null });
  });
});
