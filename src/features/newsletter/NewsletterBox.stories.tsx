import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadNewsletterForm, NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, NewsletterBox } from './NewsletterBox';
import { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_EMAIL_REQUIRED } from './newsletterValidation';

/**
 * The newsletter sign-up of the footer, against the mock server (`parameters.scenario`). The stories show the
 * interactive form, loaded before they render; the plain form that stands in for it on a page is covered by
 * NewsletterBox.test.tsx.
 */
const meta = {
  title: 'Funktionen/Newsletter/NewsletterBox',
  component: NewsletterBox,
  parameters: { scenario: 'guest' },
  loaders: [loadNewsletterForm],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Leer' };

/** The address is taken: the confirmation mail is on its way. */
export const Success: Story = {
  name: 'Erfolg',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(input, 'storybook.newsletter@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnieren' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(NEWSLETTER_SUCCESS));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server fails (HTTP 500): the failure message, and the typed address stays. */
export const Failure: Story = {
  name: 'Fehlschlag',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(input, 'storybook.newsletter@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnieren' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NEWSLETTER_FAILURE);
    await expect(input).toHaveValue('storybook.newsletter@example.org');
  },
};

/** Nothing typed: asked for an address, nothing sent. */
export const MissingAddress: Story = {
  name: 'Adresse fehlt',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Abonnieren' }));
    await expect(await canvas.findByText(NEWSLETTER_EMAIL_REQUIRED)).toBeVisible();
  },
};

/** Not an e-mail address: the German message, nothing sent. */
export const InvalidAddress: Story = {
  name: 'Ungültige Adresse',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-Mail-Adresse' }), 'lena@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnieren' }));
    await expect(await canvas.findByText(NEWSLETTER_EMAIL_INVALID)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: field and button are disabled until the answer arrives (scenario 'loading' never answers). */
export const Submitting: Story = {
  name: 'Wird gesendet',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(input, 'storybook.newsletter@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnieren' }));
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Abonnieren' })).toBeDisabled();
  },
};
