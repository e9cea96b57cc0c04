import { graphql, useFragment } from 'react-relay/hooks';
import type { FootprintBox_calculator$key } from '../../__generated__/FootprintBox_calculator.graphql';
import type { FootprintBox_donations$key } from '../../__generated__/FootprintBox_donations.graphql';
import { formatTonnes } from '../../format/number';
import { useBrowserNumberLocale } from '../../format/useBrowserNumberLocale';
import { getFootprintDisplay } from './footprintLabel';
import styles from './FootprintBox.module.css';

export interface FootprintBoxProps {
  /** The viewer's saved calculator result. */
  calculator: FootprintBox_calculator$key;
  /** The viewer's active monthly donations. */
  donations: FootprintBox_donations$key;
}

/** The footprint box of the wide header (spec §2, §9): the footprint, or what the viewer's Abos bind per year. */
export function FootprintBox({ calculator, donations }: FootprintBoxProps) {
  const { state } = useFragment(
    graphql`
      fragment FootprintBox_calculator on Calculator {
        state {
          co2EmissionTotal
        }
      }
    `,
    calculator,
  );
  const activeMonthly = useFragment(
    graphql`
      fragment FootprintBox_donations on OutputDonation @relay(plural: true) {
        donationType
        treeUnitsRequested
      }
    `,
    donations,
  );
  const { label, tonnesPerYear } = getFootprintDisplay(state.co2EmissionTotal, activeMonthly);
  return <FootprintBoxView label={label} tonnesPerYear={tonnesPerYear} />;
}

export interface FootprintBoxViewProps {
  /** 'Meine CO₂-Bilanz', 'Dein 100% Abo bindet' … */
  label: string;
  tonnesPerYear: number;
}

/** The box itself, without data: label, value (one decimal, truncated), "t" and "CO₂ / Jahr". */
export function FootprintBoxView({ label, tonnesPerYear }: FootprintBoxViewProps) {
  const locale = useBrowserNumberLocale();
  return (
    <p className={styles.box}>
      <span className={styles.label}>{label}</span>{' '}
      <span className={styles.figure}>
        <span className={styles.value}>{formatTonnes(tonnesPerYear, locale)}</span>
        <span className={styles.unit}> t</span> <span className={styles.per}>CO₂ / Jahr</span>
      </span>
    </p>
  );
}
