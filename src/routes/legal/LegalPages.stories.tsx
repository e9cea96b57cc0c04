import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OPERATOR } from '../../content/operator';
import { FaqPage } from './FaqPage';
import { ImprintPage } from './ImprintPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

/** The FAQ and the three legal pages; operator data from src/content/operator.ts. */
const meta = {
  title: 'Seiten/Rechtliches',
  parameters: { scenario: 'guest' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Impressum: Story = {
  name: 'Impressum',
  parameters: { path: '/impressum' },
  render: () => <ImprintPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(canvas.getByText('Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('address')).toHaveTextContent(
      `${OPERATOR.legalName}${OPERATOR.street}${OPERATOR.zip} ${OPERATOR.city}`,
    );
    await expect(canvas.getByText(new RegExp(OPERATOR.register!.number))).toBeVisible();
    await expect(canvas.getByRole('link', { name: OPERATOR.email })).toHaveAttribute(
      'href',
      `mailto:${OPERATOR.email}`,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Beispielangaben');
  },
};

export const Datenschutz: Story = {
  name: 'Datenschutz',
  parameters: { path: '/datenschutz' },
  render: () => <PrivacyPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    for (const heading of [
      /Verantwortlicher/,
      /Kundenkonto \(Amazon Cognito\)/,
      /Spenden \(Twingle\)/,
      /Newsletter mit Double-Opt-in/,
      /Kontaktformular/,
      /Server-Logfiles/,
      /Matomo/,
      /Art\. 15–21/,
      /Aufsichtsbehörde/,
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      canvas.getByText(/Einwilligungsnachweis: Zeitpunkt der Anmeldung, Version des Einwilligungstextes/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cookie-Einstellungen öffnen' })).toBeVisible();
  },
};

export const AGB: Story = {
  name: 'AGB',
  parameters: { path: '/agb' },
  render: () => <TermsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /§ 4 Monatliche Spenden/ })).toBeVisible();
    await expect(canvas.getByText(/Rund 5\s€ pflanzen einen Baum/)).toBeVisible();
  },
};

/** Every answer opens and closes by keyboard; the topics are headings of their own. */
export const FAQ: Story = {
  name: 'FAQ',
  parameters: { path: '/faq' },
  render: () => <FaqPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const topic of ['Spenden', 'Bäume', 'Konto', 'Datenschutz']) {
      await expect(canvas.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const question = canvas.getByRole('button', { name: 'Wie beende ich mein Abo?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/beendest du dein Abo mit zwei Klicks/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const jsonLd = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')!.textContent!);
    await expect(jsonLd['@type']).toBe('FAQPage');
    await expect(jsonLd.mainEntity).toContainEqual(expect.objectContaining({ name: 'Wie beende ich mein Abo?' }));
  },
};

/** /faq#spendenquittung: that answer is open and has its own link. */
export const FAQOpenedByAnchor: Story = {
  name: 'FAQ über Anker geöffnet',
  parameters: { path: '/faq#spendenquittung' },
  render: () => <FaqPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bekomme ich eine Zuwendungsbestätigung?' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Link zu dieser Antwort' })).toHaveAttribute(
      'href',
      '#spendenquittung',
    );
    await expect(canvas.getByRole('button', { name: 'Was kostet ein Baum?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
