import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { ABO_YEAR_EXPLAINED } from '../../../server/core/domain/co2/claims';
import type { FootprintBox_calculator$key } from '../../__generated__/FootprintBox_calculator.graphql';
import type { FootprintBox_donations$key } from '../../__generated__/FootprintBox_donations.graphql';
import { useNumberFormat } from '../../format/useNumberFormat';
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
        endRequestedAt
        pendingAmountChange {
          amount
        }
      }
    `,
    donations,
  );
  const { label, tonnesPerYear } = getFootprintDisplay(state.co2EmissionTotal, activeMonthly);
  const pending = activeMonthly.some((d) => d.endRequestedAt)
    ? 'Ende beantragt'
    : activeMonthly.some((d) => d.pendingAmountChange)
      ? 'Änderung beantragt'
      : null;
  return (
    <FootprintBoxView label={label} tonnesPerYear={tonnesPerYear} isAbo={activeMonthly.length > 0} pending={pending} />
  );
}

export interface FootprintBoxViewProps {
  /** 'Meine CO₂-Bilanz', 'Dein 100% Abo bindet' … */
  label: string;
  tonnesPerYear: number;
  /** The figure is what the Abos bind (spec §9 label „… bindet … t CO₂ / Jahr“): a popover explains „/ Jahr“. */
  isAbo?: boolean;
  /** An end or change of the Abo the team still has to carry out at Twingle, e.g. „Ende beantragt“. */
  pending?: string | null;
}

/** The box itself, without data: label, value (one decimal, truncated), "t" and "CO₂ / Jahr". */
export function FootprintBoxView({ label, tonnesPerYear, isAbo = false, pending = null }: FootprintBoxViewProps) {
  const format = useNumberFormat();
  return (
    <div className={styles.box}>
      <p className={styles.line}>
        <span className={styles.label}>{label}</span>{' '}
        <span className={styles.figure}>
          <span className={styles.value}>{format.tonnes(tonnesPerYear)}</span>
          <span className={styles.unit}> t</span> <span className={styles.per}>CO₂ / Jahr</span>
        </span>
      </p>
      {isAbo ? (
        <DialogTrigger>
          <AriaButton className={styles.explain}>{pending ?? 'Was heißt „/ Jahr“?'}</AriaButton>
          <Popover className={styles.popover} placement="bottom end">
            <Dialog className={styles.dialog} aria-label="Was heißt „/ Jahr“?">
              <p>{ABO_YEAR_EXPLAINED}</p>
              {pending ? (
                <p>
                  {pending === 'Ende beantragt'
                    ? 'Du hast dein Abo beendet; unser Team beendet es bei Twingle. Bis dahin läuft es weiter.'
                    : 'Du hast den Betrag geändert; unser Team ändert ihn bei Twingle. Bis dahin gilt der alte Betrag.'}
                </p>
              ) : null}
            </Dialog>
          </Popover>
        </DialogTrigger>
      ) : null}
    </div>
  );
}
