import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { DialogTrigger, Label, RadioGroup } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import {
  DialogActions,
  DialogButtons,
  DialogForm,
  DialogFrame,
  DialogNote,
  DialogStatus,
  DialogTitle,
  type DialogFrameProps,
} from './DialogFrame';
import { RadioCard, RadioCardList } from './RadioCard';

/** A small form like „Abo pausieren“: the frame under test (the Controls panel) with a choice and its buttons. */
function PauseExample({ isDismissable, isWide }: Omit<DialogFrameProps, 'children'>) {
  const [isOpen, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <DialogActions>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary">Abo pausieren</Button>
        <DialogFrame isDismissable={isDismissable} isWide={isWide}>
          {({ close }) => (
            <PauseForm
              onCancel={close}
              onSaved={(months) => {
                setOpen(false);
                setDone(`Pause für ${months} beantragt.`);
              }}
            />
          )}
        </DialogFrame>
      </DialogTrigger>
      <DialogStatus>{done}</DialogStatus>
    </DialogActions>
  );
}

function PauseForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: (months: string) => void }) {
  const [months, setMonths] = useState('1 Monat');
  return (
    <DialogForm
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSaved(months);
      }}
    >
      <DialogTitle>Abo pausieren</DialogTitle>
      <DialogNote>
        Während der Pause bucht Twingle nichts ab; danach läuft dein Abo wieder mit {'35\u00a0€'} im Monat.
      </DialogNote>
      <RadioGroup value={months} onChange={setMonths} style={{ display: 'grid', gap: 'var(--space-200)' }}>
        <Label style={{ fontWeight: 'var(--font-weight-semibold)', color: 'var(--color-text-heading)' }}>
          Wie lange?
        </Label>
        <RadioCardList>
          <RadioCard value="1 Monat" title="1 Monat" text="wieder ab 02.01.2027" />
          <RadioCard value="2 Monate" title="2 Monate" text="wieder ab 02.02.2027" />
        </RadioCardList>
      </RadioGroup>
      <DialogButtons>
        <Button variant="secondary" onPress={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit">Abo pausieren</Button>
      </DialogButtons>
    </DialogForm>
  );
}

const meta = {
  title: 'Bausteine/DialogFrame',
  component: PauseExample,
  tags: ['autodocs'],
  argTypes: {
    isDismissable: {
      description:
        '`false`, solange im Dialog gestartete Arbeit läuft: Escape und ein Klick daneben tun nichts, bis die Antwort da ist.',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    isWide: {
      description: 'Breiter (44 rem statt 34 rem), z. B. für die Vorschau der Urkunde.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
  },
  args: { isDismissable: true, isWide: false },
  parameters: {
    docs: {
      description: {
        component:
          'Ein eigener Dialog über der Seite (react-aria `ModalOverlay`, `Modal`, `Dialog`), den ein Knopf daneben öffnet: die Formulare „Betrag ändern“, „Abo pausieren“ und „Datum oder Nachricht ändern“, die Vorschau der Urkunde. Der Fokus wandert hinein, bleibt drin und kehrt zum Knopf zurück; der Inhalt entsteht bei jedem Öffnen neu. Dazu gehören `DialogTitle` (sein Name), `DialogForm`, `DialogNote`, `DialogButtons` (der Hauptknopf zuletzt) und neben dem Knopf `DialogActions` mit `DialogStatus`, der höflich sagt, was der Dialog getan hat. Für eine Frage vor Unumkehrbarem oder eine Erklärung gibt es den einen globalen Dialog (`openModal`, `ConfirmDialog`).',
      },
    },
  },
} satisfies Meta<typeof PauseExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: title, note, the choice as radio cards, the buttons at the end; focus is inside. */
export const Offen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abo pausieren' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Abo pausieren' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole('radio', { name: /^1 Monat/ })).toBeChecked();
  },
};

/** Wide (44 rem), as for the certificate preview. */
export const Breit: Story = {
  args: { isWide: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abo pausieren' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Abo pausieren' });
    // The Modal around the dialog carries the wide class.
    await expect(dialog.parentElement?.className).toMatch(/wide/);
  },
};

/** Opened, the choice changed by keyboard, sent: the dialog closes, focus is back on the button, the status speaks. */
export const Formular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Abo pausieren' });
    await userEvent.click(trigger);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Abo pausieren' }));
    await userEvent.tab();
    await expect(dialog.getByRole('radio', { name: /^1 Monat/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /^2 Monate/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Abo pausieren' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Pause für 2 Monate beantragt.');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes it while nothing runs; „Abbrechen“ too. */
export const Abbrechen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abo pausieren' }));
    await within(document.body).findByRole('dialog', { name: 'Abo pausieren' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Nothing to say: the status is there, empty and without room.
    await expect(canvas.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  },
};

/** While work runs: Escape does nothing, the form's own buttons decide. */
export const NichtSchliessbar: Story = {
  name: 'Nicht schließbar',
  args: { isDismissable: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abo pausieren' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Abo pausieren' });
    await userEvent.keyboard('{Escape}');
    // Escape is a discrete event: React has rendered its outcome by the next frame.
    await new Promise((done) => requestAnimationFrame(done));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
