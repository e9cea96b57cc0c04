import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { IsoDate } from '../../../server/core/repositories/types';
import { DeliveryDateField, type DeliveryDateFieldProps } from './DeliveryDateField';

/** The field is controlled: the stories keep its day like the gift form does (and report each change). */
function Controlled(props: DeliveryDateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DeliveryDateField
      {...props}
      value={value}
      onChange={(day) => {
        setValue(day);
        props.onChange(day);
      }}
    />
  );
}

// Fixed days far from today: the calendar never marks today, the pictures stay the same whatever the date.
const FIRST = '2030-03-04' as IsoDate;
const LAST = '2031-03-04' as IsoDate;

const meta = {
  title: 'Bausteine/DeliveryDateField',
  component: DeliveryDateField,
  tags: ['autodocs'],
  argTypes: {
    label: { description: 'Sichtbare Beschriftung, zugleich der Name des Kalenders.', control: 'text' },
    value: {
      description: 'Der Tag als `JJJJ-MM-TT`, oder leer, solange kein ganzer Tag eingegeben ist (kontrolliert).',
      control: 'text',
    },
    minValue: {
      description: 'Der erste wählbare Tag (`JJJJ-MM-TT`); frühere sind im Kalender gesperrt.',
      control: 'text',
    },
    maxValue: { description: 'Der letzte wählbare Tag (`JJJJ-MM-TT`).', control: 'text' },
    description: { description: 'Hilfetext unter dem Feld, vom Screenreader mitgelesen.', control: 'text' },
    error: {
      description: 'Deutsche Meldung der Prüfung des Formulars; markiert das Feld als ungültig.',
      control: 'text',
    },
    onChange: { description: 'Wird mit dem neuen Tag (`JJJJ-MM-TT`) oder `null` gerufen.' },
  },
  args: {
    label: 'Zustellen am',
    value: '2030-03-20' as IsoDate,
    minValue: FIRST,
    maxValue: LAST,
    description: 'Heute oder ein Tag im nächsten Jahr.',
    error: null,
    onChange: fn(),
  },
  // Keyed by the controls: changing one in the Controls panel starts the field anew with it.
  render: (args) => <Controlled key={`${args.value}|${args.minValue}|${args.maxValue}`} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Ein Tag im Formular (react-aria `DatePicker`), hier der Zustelltag eines Geschenks: Tag, Monat und Jahr werden einzeln getippt (TT.MM.JJJJ) oder im deutschen Kalender gewählt; Tage außerhalb von `minValue` … `maxValue` sind gesperrt. Label, Hilfetext und die Meldung der Prüfung sind mit dem Feld verbunden; die Prüfung selbst macht das Formular.',
      },
    },
  },
} satisfies Meta<typeof DeliveryDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day chosen: shown as TT.MM.JJJJ. */
export const MitTag: Story = {
  name: 'Mit Tag',
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Zustellen am' });
    await expect(group).toHaveTextContent('20.03.2030');
  },
};

/** No day yet: the placeholders TT.MM.JJJJ; typing a whole day reports it. */
export const Leer: Story = {
  args: { value: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /Tag/ }));
    await userEvent.keyboard('24122030');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-12-24');
  },
};

/** The form refused the day: the German message under the field, the field marked invalid. */
export const MitFehler: Story = {
  name: 'Mit Fehler',
  args: { error: 'Der Tag liegt in der Vergangenheit. Wähle heute oder einen späteren Tag.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/liegt in der Vergangenheit/)).toBeVisible();
  },
};

/** The calendar opened with its button: the chosen day's month, days before the first one locked. */
export const KalenderOffen: Story = {
  name: 'Kalender offen',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Kalender öffnen/ }));
    const calendar = await screen.findByRole('application', { name: /März 2030/ });
    await expect(within(calendar).getByRole('button', { name: /, 20\. März 2030/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
    await expect(within(calendar).getByRole('button', { name: /, 3\. März 2030/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
