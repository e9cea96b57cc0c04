import { ACCOUNT_BASE } from './routeTable';

export interface NavLink {
  label: string;
  to: string;
}

/** Wide header main navigation (spec §2). */
export const MAIN_LINKS: readonly NavLink[] = [
  { label: 'Projekte', to: '/projekte' },
  { label: 'CO₂-Rechner', to: '/co2-rechner' },
  { label: 'Über uns', to: '/ueber-uns' },
];

/** Footer quick links and the narrow header's main links. */
export const QUICK_LINKS: readonly NavLink[] = [
  { label: 'Startseite', to: '/' },
  { label: 'Spenden & Projekte', to: '/projekte' },
  { label: 'CO₂-Rechner', to: '/co2-rechner' },
  { label: 'Über Klimahain', to: '/ueber-uns' },
  { label: 'Häufig gestellte Fragen', to: '/faq' },
];

/** Footer meta links (spec §2: Kontakt, FAQ, Impressum, Datenschutz, AGB). */
export const META_LINKS: readonly NavLink[] = [
  { label: 'Kontakt', to: '/kontakt' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Impressum', to: '/impressum' },
  { label: 'Datenschutz', to: '/datenschutz' },
  { label: 'AGB', to: '/agb' },
];

/** The five account links (spec §2 account menu). */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { label: 'Übersicht', to: `${ACCOUNT_BASE}/uebersicht` },
  { label: 'Pflanzbuch', to: `${ACCOUNT_BASE}/pflanzbuch` },
  { label: 'Baumdepot', to: `${ACCOUNT_BASE}/baumdepot` },
  { label: 'Abo & Spenden', to: `${ACCOUNT_BASE}/abo-spenden` },
  { label: 'Klimahain-Konto', to: `${ACCOUNT_BASE}/profil` },
];

/** The header's donate action, on every page (wide header and narrow menu). */
export const DONATE_LINK: NavLink = { label: 'Spenden', to: '/spenden' };

export const REGISTER_LINK: NavLink = { label: 'Registrieren', to: '/registrieren' };
export const SIGN_IN_LINK: NavLink = { label: 'Anmelden', to: '/anmelden' };
