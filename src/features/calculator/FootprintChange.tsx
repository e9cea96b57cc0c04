import { formatTonnes, truncateDecimals } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import styles from './RecheckOffer.module.css';

export interface FootprintChangeProps {
  /** t CO2 per year of the result on the page. */
  totalTonnes: number;
  /** The earlier result it is compared with. */
  previous: { co2EmissionTotal: number; createdAt: string };
}

const longDate = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** „Du hast 1,2 t weniger verursacht“ — or, honestly, more (issue 26 §2); figures in `locale` (German by default). */
export function footprintChangeText(
  totalTonnes: number,
  previous: FootprintChangeProps['previous'],
  locale = 'de-DE',
): string {
  const since = `als am ${longDate.format(new Date(previous.createdAt))}`;
  const diff = Math.round((totalTonnes - previous.co2EmissionTotal) * 10_000) / 10_000;
  const amount = formatTonnes(Math.abs(diff), locale);
  if (truncateDecimals(Math.abs(diff), 1) === 0)
    return `Dein Fußabdruck ist so groß wie am ${longDate.format(new Date(previous.createdAt))}.`;
  return diff < 0
    ? `Du hast ${amount} t weniger verursacht ${since}.`
    : `Du hast ${amount} t mehr verursacht ${since}.`;
}

export function FootprintChange({ totalTonnes, previous }: FootprintChangeProps) {
  const less = totalTonnes < previous.co2EmissionTotal;
  const { locale } = useNumberFormat();
  return (
    <p className={styles.change} data-direction={less ? 'less' : 'more'}>
      {footprintChangeText(totalTonnes, previous, locale)}
    </p>
  );
}
