import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GiftCertificateSheet } from './GiftCertificateSheet';

/** The certificate's sheet as the page shows and prints it and the donation page previews it (issue 33 §3). */
const meta = {
  title: 'Funktionen/Geschenke/GiftCertificateSheet',
  component: GiftCertificateSheet,
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) reads every sentence.
  tags: ['co2'],
  args: {
    headingId: 'urkunde',
    printable: false,
    values: {
      recipientName: 'Oma Gisela',
      giverName: 'Mira Schäfer',
      message: 'Alles Liebe zum Geburtstag – für jedes Jahr ein Baum wäre zu viel, aber fünf sind ein Anfang.',
      atForest: 'auf Borneo (Indonesien)',
      treeCount: 5,
      deliverOn: '2026-12-24',
    },
  },
} satisfies Meta<typeof GiftCertificateSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, names, message, trees „auf Borneo“ with the pledge, and the day. */
export const WithMessage: Story = {
  name: 'Mit Nachricht',
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement);
    await expect(sheet.getByText('Klimahain')).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 2, name: 'Urkunde' })).toBeVisible();
    await expect(sheet.getByText('Oma Gisela')).toBeVisible();
    await expect(sheet.getByText('von Mira Schäfer')).toBeVisible();
    await expect(sheet.getByText(/^Alles Liebe zum Geburtstag/)).toBeVisible();
    await expect(sheet.getByText('5 Bäume auf Borneo (Indonesien)')).toBeVisible();
    await expect(sheet.getByText('Über ihr Wachstum binden sie rund 750 kg CO₂.')).toBeVisible();
    await expect(sheet.getByText('24.12.2026').closest('p')).toHaveTextContent(/^Geschenkt am 24\.12\.2026$/);
  },
};

/** One tree in Uganda, no message: no empty quote, the singular pledge. */
export const OneTreeWithoutMessage: Story = {
  name: 'Ein Baum ohne Nachricht',
  args: {
    values: {
      recipientName: 'Jonas',
      giverName: 'Mira Schäfer',
      message: '',
      atForest: 'in Uganda',
      treeCount: 1,
      deliverOn: '2026-12-24',
    },
  },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement);
    await expect(sheet.getByText('1 Baum in Uganda')).toBeVisible();
    await expect(sheet.getByText('Über sein Wachstum bindet er rund 150 kg CO₂.')).toBeVisible();
    await expect(canvasElement.querySelector('blockquote')).toBeNull();
  },
};

/** The certificate page's sheet: marked printable, so printing that page prints it alone on one A4 page. */
export const Printable: Story = {
  name: 'Zum Drucken',
  args: { printable: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-printable]')).not.toBeNull();
  },
};
