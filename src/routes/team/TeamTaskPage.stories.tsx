import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_TASK_SECRETS } from '../../../mocks/fixtures/teamTasks';
import { pageByInternal } from '../../content/routes';
import { TeamTaskPage } from './TeamTaskPage';

const link = (id: string, secret: string) => `/team/aufgabe/${id}#${secret}`;
const OPEN = link('aufgabe-abo-beenden', DEMO_TASK_SECRETS.open);

/**
 * /team/aufgabe/{id}#{secret}, the team's one-time link (issue 31 §2), against the mock world: the real schema and
 * resolvers over Jonas's Abo with an open task to end it at Twingle.
 */
const meta = {
  title: 'Seiten/Team-Aufgabe',
  component: TeamTaskPage,
  render: () => (
    <Routes>
      <Route path={pageByInternal('/team/task/{id}').path} element={<TeamTaskPage />} />
    </Routes>
  ),
  parameters: { scenario: 'aboEndRequested', path: OPEN },
} satisfies Meta<typeof TeamTaskPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The first story of a run waits for a cold mock world; a state, not a delay. */
const LOADED = { timeout: 15_000 };

/** Open: what to do in the Twingle Manager and by when; „In Twingle erledigt“ finishes it. */
export const Offen: Story = {
  name: 'Offen – erledigen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const task = within(await canvas.findByRole('region', { name: 'Abo beenden' }, LOADED));
    await expect(task.getByText('Twingle-Transaktion (trx_id)')).toBeVisible();
    await expect(task.getByText('Borneo (Indonesien)')).toBeVisible();
    await expect(task.getByText(/Suche im Twingle Manager die wiederkehrende Spende/)).toBeVisible();
    await userEvent.click(task.getByRole('button', { name: 'In Twingle erledigt' }));
    await expect(await task.findByRole('status')).toHaveTextContent(/^Erledigt am .* – im Team bestätigt\./);
    await expect(task.queryByRole('button', { name: 'In Twingle erledigt' })).toBeNull();
  },
};

/** A link used a second time (the team member clicked twice, or a colleague did it): done, nothing to do. */
export const ZweimalBenutzt: Story = {
  name: 'Link zweimal benutzt',
  parameters: { path: link('aufgabe-abo-erledigt', DEMO_TASK_SECRETS.done) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const task = within(await canvas.findByRole('region', { name: /^Betrag ändern auf 35\s€ im Monat$/ }, LOADED));
    await expect(task.getByRole('status')).toHaveTextContent(/– im Team bestätigt\. Hier ist nichts mehr zu tun\.$/);
    await expect(task.queryByRole('button')).toBeNull();
  },
};

/** A pause the team did in the Twingle Manager (issue 33 §2): the page names the days without a debit. */
export const PauseErledigt: Story = {
  name: 'Pause erledigt',
  parameters: { scenario: 'aboPaused', path: link('aufgabe-abo-pausieren', DEMO_TASK_SECRETS.done) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const task = within(await canvas.findByRole('region', { name: 'Abo pausieren' }, LOADED));
    await expect(task.getByText('Keine Abbuchung')).toBeVisible();
    await expect(
      task.getByText(
        /^vom \d\d\.\d\d\.\d{4} bis einschließlich \d\d\.\d\d\.\d{4}, ab dem \d\d\.\d\d\.\d{4} wieder monatlich$/,
      ),
    ).toBeVisible();
    await expect(task.getByRole('status')).toHaveTextContent(/– im Team bestätigt\. Hier ist nichts mehr zu tun\.$/);
  },
};

/** A pause asked for, then Twingle ended the Abo first (issue 38): the task is not needed any more, nothing to do. */
export const PauseNichtMehrNoetig: Story = {
  name: 'Pause nicht mehr nötig',
  parameters: { scenario: 'aboPauseObsolete', path: link('aufgabe-abo-pausieren', DEMO_TASK_SECRETS.open) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const task = within(await canvas.findByRole('region', { name: 'Abo pausieren' }, LOADED));
    await expect(task.getByRole('status')).toHaveTextContent(
      /^Nicht mehr nötig \(seit \d\d\.\d\d\.\d{4}\): Das Abo wurde beendet, bevor die Aufgabe erledigt war\./,
    );
    await expect(task.queryByRole('button', { name: 'In Twingle erledigt' })).toBeNull();
  },
};

/** A link older than 14 days: the task is still open, the newest reminder has a valid link. */
export const Abgelaufen: Story = {
  name: 'Link abgelaufen',
  parameters: { scenario: 'aboEndLinkExpired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const task = within(await canvas.findByRole('region', { name: 'Abo beenden' }, LOADED));
    await expect(task.getByRole('status')).toHaveTextContent(
      'Dieser Link ist abgelaufen; die Aufgabe ist noch offen. Die neueste Erinnerungs-Mail an das Team enthält einen gültigen Link.',
    );
    await expect(task.queryByRole('button')).toBeNull();
  },
};

/** A wrong or replaced secret: no task, no hint whether one exists. */
export const Ungueltig: Story = {
  name: 'Link ungültig',
  parameters: { path: link('aufgabe-abo-beenden', 'falsch') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Dieser Link gilt nicht \(mehr\)/, {}, LOADED)).toBeVisible();
  },
};
