import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router-dom';
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, NewsletterBox, PlainForm } from './NewsletterBox';
import { NewsletterForm, type EarlyInput } from './NewsletterForm';
import { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_EMAIL_REQUIRED } from './newsletterValidation';

/** A Relay environment whose network is `fetchFn`: no server, no MSW. */
function wrapperFor(fetchFn: FetchFunction) {
  const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
  return ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>{children}</MemoryRouter>
    </RelayEnvironmentProvider>
  );
}

async function renderBox(fetchFn: FetchFunction) {
  render(<NewsletterBox />, { wrapper: wrapperFor(fetchFn) });
  // The interactive form loads when the box is about to be used (here: the pointer enters it) and replaces the plain
  // one; only the interactive form has the honeypot.
  fireEvent.pointerEnter(screen.getByRole('region', { name: 'Newsletter' }));
  await waitFor(() => expect(document.querySelector('input[name="emailDoubleCheck"]')).not.toBeNull());
  return {
    input: await screen.findByRole('textbox', { name: 'E-Mail-Adresse' }),
    button: screen.getByRole('button', { name: 'Abonnieren' }),
  };
}

/** The live region is always there (empty until the answer comes): wait for its text, not for the region. */
const successAnnounced = () => waitFor(() => expect(screen.getByRole('status').textContent).toBe(NEWSLETTER_SUCCESS));

const subscribed: GraphQLResponse = {
  data: { subscribeToNewsletter: { success: true, status: 'PENDING_CONFIRMATION' } },
};

describe('NewsletterBox', () => {
  it('shows the German field and the placeholder of spec §5, with a real ellipsis (docs/architecture.md §4)', async () => {
    const { input } = await renderBox(vi.fn());
    expect(input).toHaveProperty('placeholder', 'E-Mail-Adresse eingeben…');
    expect(input).toHaveProperty('type', 'email');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('asks for an address when nothing is typed and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchFn = vi.fn<FetchFunction>();
    const { button, input } = await renderBox(fetchFn);

    await user.click(button);

    expect(await screen.findByText(NEWSLETTER_EMAIL_REQUIRED)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('refuses something that is not an e-mail address and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchFn = vi.fn<FetchFunction>();
    const { button, input } = await renderBox(fetchFn);

    await user.type(input, 'lena@example');
    await user.click(button);

    expect(await screen.findByText(NEWSLETTER_EMAIL_INVALID)).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(fetchFn).not.toHaveBeenCalled();

    // Typing again clears the message.
    await user.type(input, '.org');
    expect(screen.queryByText(NEWSLETTER_EMAIL_INVALID)).toBeNull();
  });

  it('sends the address with the honeypot copy filled in by the app and confirms the sign-up', async () => {
    const user = userEvent.setup();
    const fetchFn = vi.fn<FetchFunction>(async () => subscribed);
    const { button, input } = await renderBox(fetchFn);

    await user.type(input, 'lena.neumann@example.org');
    await user.click(button);

    await successAnnounced();
    // The spec's text, which asks for the double opt-in's confirmation.
    expect(screen.getByRole('status').textContent).toBe(
      'Wir haben dich zum Newsletter hinzugefügt. Bitte bestätige noch deine E-Mail-Adresse.',
    );
    // The mail is stored and on its way (the server's mail queue sends it, issue 34 §1).
    expect(screen.getByText(/^Die Bestätigungs-E-Mail ist unterwegs\./)).toBeTruthy();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [operation, variables] = fetchFn.mock.calls[0];
    expect(operation.name).toBe('SubscribeNewsletterMutation');
    expect(variables).toEqual({
      newsletterData: { newsletterEmail: 'lena.neumann@example.org', emailDoubleCheck: 'lena.neumann@example.org' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the honeypot out of reach: hidden from assistive technology and the tab order', async () => {
    await renderBox(vi.fn());
    const honeypot = document.querySelector<HTMLInputElement>('input[name="emailDoubleCheck"]')!;
    expect(honeypot.getAttribute('aria-hidden')).toBe('true');
    expect(honeypot.tabIndex).toBe(-1);
  });

  it('disables field and button while sending', async () => {
    const user = userEvent.setup();
    let answer: (response: GraphQLResponse) => void = () => {};
    const fetchFn = vi.fn<FetchFunction>(() => new Promise<GraphQLResponse>((resolve) => (answer = resolve)));
    const { button, input } = await renderBox(fetchFn);

    await user.type(input, 'lena.neumann@example.org');
    await user.click(button);

    expect(input).toHaveProperty('disabled', true);
    expect(button).toHaveProperty('disabled', true);

    await act(async () => answer(subscribed));
    expect(input).toHaveProperty('disabled', false);
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows the failure message and keeps the typed address when the server fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchFn = vi.fn<FetchFunction>(async () => {
      throw new Error('HTTP 500');
    });
    const { button, input } = await renderBox(fetchFn);

    await user.type(input, 'lena.neumann@example.org');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_FAILURE);
    expect(input).toHaveProperty('value', 'lena.neumann@example.org');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the failure message when the server does not take the sign-up', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchFn = vi.fn<FetchFunction>(async () => ({
      data: { subscribeToNewsletter: { success: false, status: 'PENDING_CONFIRMATION' } },
    }));
    const { button, input } = await renderBox(fetchFn);

    await user.type(input, 'lena.neumann@example.org');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_FAILURE);
    expect(input).toHaveProperty('value', 'lena.neumann@example.org');
  });

  it('offers a plain form of the same fields before its code is there, usable by keyboard, and notes what happens in it', async () => {
    const user = userEvent.setup();
    const early: EarlyInput = { email: '', focused: false, submitted: false };
    const onWake = vi.fn();
    render(<PlainForm early={early} onWake={onWake} />);

    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(input).toHaveProperty('placeholder', 'E-Mail-Adresse eingeben…');
    expect(input.getAttribute('aria-required')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(input);
    expect(early.focused).toBe(true);
    await user.type(input, 'lena@example.org{Enter}');
    expect(early).toEqual({ email: 'lena@example.org', focused: true, submitted: true });
    expect(onWake).toHaveBeenCalled();
  });

  it('takes over the address and the focus typed into the plain form', async () => {
    const early: EarlyInput = { email: 'lena.neu', focused: true, submitted: false };
    render(<NewsletterForm early={early} />, { wrapper: wrapperFor(vi.fn()) });
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input).toHaveProperty('value', 'lena.neu');
  });

  it('sends a sign-up that was submitted in the plain form', async () => {
    const fetchFn = vi.fn<FetchFunction>(async () => subscribed);
    const early: EarlyInput = { email: 'lena.neumann@example.org', focused: false, submitted: true };
    render(<NewsletterForm early={early} />, { wrapper: wrapperFor(fetchFn) });
    await successAnnounced();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
