/**
 * Storybook's „Grundlagen“ pages, generated from src/styles/tokens.css (read as text, parsed by ../tokens.ts): what a
 * designer sees is what the CSS holds. Only Storybook imports this file.
 */
import type { ReactNode } from 'react';
import tokensCss from '../tokens.css?raw';
import { BREAKPOINTS } from '../breakpoints';
import { contrastPairs, parseTokens, resolveValue, type Token } from '../tokens';
import { ArrowRightIcon, LeafIcon, MenuIcon } from '../../app/header/icons';
import { ChevronDownIcon, CloseIcon, UserIcon } from '../../app/header/menuIcons';
import { ToneIcon } from '../../app/feedback/icons';
import { QuestionIcon } from '../../features/calculator/QuestionIcon';
import styles from './Foundations.module.css';

const TOKENS = parseTokens(tokensCss);
const PAIRS = contrastPairs(TOKENS);
const fmt = (ratio: number) => ratio.toFixed(1).replace('.', ',');

function tokensOf(section: string | RegExp): Token[] {
  return TOKENS.filter((t) => (typeof section === 'string' ? t.section === section : section.test(t.section)));
}

function Name({ token }: { token: Token }) {
  const resolved = resolveValue(token.value, TOKENS);
  return (
    <>
      <code className={styles.name}>{token.name}</code>
      <span className={styles.value}>
        {token.value}
        {resolved !== token.value ? ` = ${resolved}` : ''}
      </span>
    </>
  );
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Colour tokens of one section: swatch, name, value, use and — for foreground roles — contrast on each surface. */
export function ColourTokens({ section }: { section: string }) {
  return (
    <Table head={['Farbe', 'Token', 'Verwendung', 'Kontrast (WCAG AA)']}>
      {tokensOf(section).map((token) => {
        const pairs = PAIRS.filter((p) => p.foreground === token.name);
        return (
          <tr key={token.name}>
            <td>
              <span className={styles.swatch} style={{ background: `var(${token.name})` }} />
            </td>
            <td>
              <Name token={token} />
            </td>
            <td>{token.description}</td>
            <td>
              {pairs.length === 0
                ? '—'
                : pairs.map((pair) => (
                    <span
                      key={pair.background}
                      className={styles.pair}
                      style={{ background: `var(${pair.background})`, color: `var(${pair.foreground})` }}
                      title={`${pair.foreground} auf ${pair.background}`}
                    >
                      {pair.ratio >= pair.required ? '✓' : '✗'} {fmt(pair.ratio)} : 1{' '}
                      <small>auf {pair.background.replace('--color-bg-', '')}</small>
                    </span>
                  ))}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The type scale, each step as a sample line. */
export function TypeScale() {
  return (
    <Table head={['Beispiel', 'Token', 'Verwendung']}>
      {tokensOf('Schrift')
        .filter((t) => t.name.startsWith('--font-size-'))
        .map((token) => (
          <tr key={token.name}>
            <td className={styles.sample} style={{ fontSize: `var(${token.name})` }}>
              Bäume für Borneo
            </td>
            <td>
              <Name token={token} />
            </td>
            <td>{token.description}</td>
          </tr>
        ))}
    </Table>
  );
}

/** Font family, weights and line heights. */
export function TypeDetails() {
  return (
    <Table head={['Beispiel', 'Token', 'Verwendung']}>
      {tokensOf('Schrift')
        .filter((t) => !t.name.startsWith('--font-size-'))
        .map((token) => {
          const property = token.name.startsWith('--font-weight')
            ? { fontWeight: `var(${token.name})` }
            : token.name.startsWith('--line-height')
              ? { lineHeight: `var(${token.name})` }
              : { fontFamily: `var(${token.name})` };
          return (
            <tr key={token.name}>
              <td className={styles.sample} style={property}>
                Klimahain pflanzt Wald
                {token.name.startsWith('--line-height') ? ' – zweite Zeile zeigt den Abstand der Zeilen' : ''}
              </td>
              <td>
                <Name token={token} />
              </td>
              <td>{token.description}</td>
            </tr>
          );
        })}
    </Table>
  );
}

/** The spacing scale as bars of its width. */
export function SpacingScale() {
  return (
    <Table head={['Größe', 'Token', 'Verwendung']}>
      {tokensOf(/^Abstände/).map((token) => (
        <tr key={token.name}>
          <td>
            <span className={styles.bar} style={{ width: `var(${token.name})` }} />
          </td>
          <td>
            <Name token={token} />
          </td>
          <td>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Radii and shadows, each on a small card. */
export function ShapeTokens({ section }: { section: 'Radien' | 'Schatten' }) {
  return (
    <Table head={['Beispiel', 'Token', 'Verwendung']}>
      {tokensOf(section).map((token) => (
        <tr key={token.name}>
          <td>
            <span
              className={styles.card}
              style={
                section === 'Radien' ? { borderRadius: `var(${token.name})` } : { boxShadow: `var(${token.name})` }
              }
            />
          </td>
          <td>
            <Name token={token} />
          </td>
          <td>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Motion, breakpoints and layers: name, value, use. */
export function PlainTokens({ section }: { section: string | RegExp }) {
  return (
    <Table head={['Token', 'Verwendung']}>
      {tokensOf(section).map((token) => (
        <tr key={token.name}>
          <td>
            <Name token={token} />
          </td>
          <td>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The breakpoints as they are used in CSS (@custom-media) and in TypeScript (BREAKPOINTS). */
export function Breakpoints() {
  return (
    <Table head={['Name', 'ab Breite', 'CSS', 'Gerät']}>
      {Object.entries(BREAKPOINTS).map(([name, width]) => (
        <tr key={name}>
          <td>
            <code>{name}</code>
          </td>
          <td>{width} px</td>
          <td>
            <code>@media (--{name})</code>, darunter <code>@media (--to-{name})</code>
          </td>
          <td>{TOKENS.find((t) => t.name === `--breakpoint-${name}`)?.description}</td>
        </tr>
      ))}
    </Table>
  );
}

const QUESTION_ICONS = ['car', 'plane-short', 'plane-long', 'plate', 'steak', 'drumstick', 'cheese', 'house'];

/** Every icon of the app, in the text colour (icons take currentColor). */
export function Icons() {
  const icons: [string, ReactNode][] = [
    ['LeafIcon', <LeafIcon key="leaf" />],
    ['MenuIcon', <MenuIcon key="menu" />],
    ['ArrowRightIcon', <ArrowRightIcon key="arrow" />],
    ['UserIcon', <UserIcon key="user" />],
    ['ChevronDownIcon', <ChevronDownIcon key="chevron" />],
    ['CloseIcon', <CloseIcon key="close" />],
    ['ToneIcon tone="success"', <ToneIcon key="success" tone="success" />],
    ['ToneIcon tone="error"', <ToneIcon key="error" tone="error" />],
    ['ToneIcon tone="info"', <ToneIcon key="info" tone="info" />],
    ...QUESTION_ICONS.map((name): [string, ReactNode] => [
      `QuestionIcon name="${name}"`,
      <QuestionIcon key={name} name={name} />,
    ]),
  ];
  return (
    <ul className={styles.icons}>
      {icons.map(([label, icon]) => (
        <li key={label}>
          <span className={styles.icon}>{icon}</span>
          <code>{label}</code>
        </li>
      ))}
    </ul>
  );
}

/** The focus ring on each surface it meets: drawn with the same tokens as global.css, always shown. */
export function FocusRing() {
  const surfaces: [string, string][] = [
    ['--color-bg-surface', 'Weiß'],
    ['--color-bg-surface-secondary', 'Sand'],
    ['--color-bg-inverse', 'Fußzeile'],
  ];
  return (
    <div className={styles.focusSamples}>
      {surfaces.map(([surface, label]) => (
        <div key={surface} className={styles.focusSurface} style={{ background: `var(${surface})` }}>
          <span className={styles.focusLink} data-inverse={surface === '--color-bg-inverse' || undefined}>
            Link auf {label}
          </span>
          <span className={styles.focusButton}>Schaltfläche</span>
        </div>
      ))}
    </div>
  );
}
