import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, http, HttpResponse } from 'msw';
import { GRAPHQL_URL } from '../../../mocks/handlers';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { badInput } from '../../../server/core/errors';
import { ContactForm } from './ContactForm';
import { CONTACT_FAILED } from './contactOutcome';

/** /kontakt's form against the mock server (`parameters.scenario`); single answers overridden with MSW. */
const meta = {
  title: 'Funktionen/Kontakt/ContactForm',
  component: ContactForm,
  parameters: { scenario: 'guest', path: '/kontakt' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paste, as a user may: these stories are about what happens once the form is sent (FieldErrors types). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillValid(canvasElement: HTMLElement, overrides: { name?: string } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), overrides.name ?? 'Frieda Koch');
  await enter(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'frieda.koch@example.org');
  await enter(canvas.getByRole('textbox', { name: 'Betreff (optional)' }), 'Spendenquittung');
  await enter(canvas.getByRole('textbox', { name: 'Nachricht' }), 'Bekomme ich für meine Spende eine Quittung?');
  await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
  return canvas;
}

/** Nothing typed yet. */
export const Idle: Story = {
  name: 'Ruhend',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Kontaktformular' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sent empty, then with a line break in the subject: every problem at its field in German, nothing sent. */
export const FieldErrors: Story = {
  name: 'Feldfehler',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await expect(canvas.getByText('Bitte gib deinen Namen ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte gib eine Nachricht ein.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'frieda@');
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await expect(
      canvas.getByText('Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.'),
    ).toBeVisible();
  },
};

/** The server refuses a field the form let through (here: the message): its German message shows at the field. */
export const ServerFieldErrors: Story = {
  name: 'Feldfehler vom Server',
  parameters: {
    msw: {
      handlers: [
        graphql.mutation('SendContactEmailMutation', () =>
          HttpResponse.json({
            data: null,
            errors: [
              badInput({ 'contactData.message': 'Die Nachricht ist zu lang (höchstens 5000 Zeichen).' }).toJSON(),
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByText('Die Nachricht ist zu lang (höchstens 5000 Zeichen).')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Frieda Koch');
  },
};

/** Sent through the mock server: thanks by name, and a way to write another message. */
export const Success: Story = {
  name: 'Erfolg',
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Danke, Frieda Koch!' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Deine Nachricht ist bei uns angekommen und auf dem Weg zu unserem Team. Wir antworten dir so bald wie möglich an frieda.koch@example.org.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/** The server's rate limit (extensions.code RATE_LIMITED, HTTP 429): when to try again, the text stays. */
export const RateLimited: Story = {
  name: 'Zu viele Versuche',
  parameters: {
    msw: {
      handlers: [
        graphql.mutation('SendContactEmailMutation', () =>
          HttpResponse.json(
            {
              data: null,
              errors: [{ message: 'Zu viele Anfragen.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 290 } }],
            },
            { status: 429, headers: { 'retry-after': '290' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuche es in 5 Minuten erneut.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toHaveValue(
      'Bekomme ich für meine Spende eine Quittung?',
    );
  },
};

/** A proxy's bare HTTP 429 (no GraphQL body) with Retry-After: the same message. */
export const RateLimitedByProxy: Story = {
  name: 'Zu viele Versuche (Proxy)',
  parameters: {
    msw: {
      // The only request of this story is the mutation: a proxy's answer does not look like GraphQL.
      handlers: [
        http.post(
          GRAPHQL_URL,
          () => new HttpResponse('Too Many Requests', { status: 429, headers: { 'retry-after': '60' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuche es in 1 Minute erneut.',
    );
  },
};

/** The server fails (HTTP 500): a German message, the typed message stays for another try. */
export const ServerError: Story = {
  name: 'Serverfehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONTACT_FAILED);
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toHaveValue(
      'Bekomme ich für meine Spende eine Quittung?',
    );
    await expect(canvas.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  },
};

/** While the message is on its way (the server does not answer): button and fields disabled. */
export const Sending: Story = {
  name: 'Sendet',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Wird gesendet …' })).toBeDisabled());
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toBeDisabled();
  },
};
