import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatEuro } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import { perMonthLabel, percentAboLabel } from '../account/donationLabels';
import type { AboOption } from './calculatorResult';
import styles from './RecheckOffer.module.css';
import { DUE_WORKING_DAYS, dueDay, workingDaysAfter } from '../../../server/core/domain/teamTasks/workingDays';
import { TEAM_REGION } from '../../content/teamRegion';

/** The donor's running Abo as the offer needs it. */
export interface CurrentAbo {
  donationId: string;
  amount: number;
  donationType: string;
  /** A change the payment provider accepted and confirms later. */
  pendingAmountChange: { amount: number; donationType: string; dueBy?: string | null } | null;
}

export type SwitchOutcome = 'CHANGED' | 'PENDING';

export interface RecheckOfferProps {
  abo: CurrentAbo;
  /** The new result's 50/100/150 % Abos. */
  abos: readonly AboOption[];
  /** False while the new result is not saved yet: the server checks a percent Abo against the saved result. */
  canSwitch: boolean;
  /** Changes the Abo; rejects with a German message when nothing changed. */
  onSwitch: (option: AboOption) => Promise<SwitchOutcome>;
}

const typeOf = (percent: number) => `percent_${String(percent).padStart(3, '0')}`;
const labelOf = (type: string) =>
  type.startsWith('percent_') ? percentAboLabel(Number(type.slice(8))) : type === 'custom_abo' ? 'Wunschabo' : 'Abo';

/**
 * After a new result, a signed-in donor with an Abo sees the new 50/100/150 % amounts beside their current Abo and
 * switches with one confirmation (issue 26 §2). The payment provider changes it first: its failure leaves the Abo as
 * it was and says so; a change it confirms later is shown as pending, with the old amount still running.
 */
export function RecheckOffer({ abo, abos, canSwitch, onSwitch }: RecheckOfferProps) {
  const format = useNumberFormat();
  const trees = (n: number) => `${format.count(n)} ${n === 1 ? 'Baum' : 'Bäume'}`;
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ outcome: SwitchOutcome; option: AboOption } | null>(null);
  const pending = abo.pendingAmountChange;

  const confirm = (option: AboOption, close: () => void) => {
    setBusy(option.percent);
    setError(null);
    onSwitch(option).then(
      (outcome) => {
        setBusy(null);
        setDone({ outcome, option });
        close();
      },
      (failure: unknown) => {
        setBusy(null);
        setError(failure instanceof Error ? failure.message : 'Etwas ist schief gelaufen');
      },
    );
  };

  return (
    <section className={styles.offer} aria-labelledby="recheck-offer">
      <h3 id="recheck-offer" className={styles.heading}>
        Dein Abo an das neue Ergebnis anpassen
      </h3>
      <p className={styles.current}>
        Dein aktuelles Abo: <strong>{labelOf(abo.donationType)}</strong> mit {formatEuro(abo.amount)} im Monat.
      </p>
      {done?.outcome === 'CHANGED' ? (
        <Alert tone="success">
          Dein Abo ist geändert: Ab der nächsten Abbuchung spendest du {formatEuro(done.option.eurPerMonth)} im Monat.
        </Alert>
      ) : null}
      {pending ? (
        <Alert tone="info">
          {pending.dueBy
            ? `Unser Team ändert dein Abo bei Twingle bis spätestens ${dueDay(pending.dueBy)} auf ${formatEuro(pending.amount)} im Monat.`
            : `Twingle hat deine Änderung auf ${formatEuro(pending.amount)} im Monat angenommen und bestätigt sie noch.`}{' '}
          Bis dahin läuft dein Abo mit {formatEuro(abo.amount)} weiter.
        </Alert>
      ) : (
        <>
          <ul className={styles.options}>
            {abos.map((option) => {
              const current = option.eurPerMonth === abo.amount && typeOf(option.percent) === abo.donationType;
              return (
                <li key={option.percent} className={styles.option}>
                  <span>
                    <strong>{percentAboLabel(option.percent)}</strong>: {trees(option.treesPerMonth)} im Monat ·{' '}
                    {perMonthLabel(formatEuro(option.eurPerMonth))}
                  </span>
                  {current ? (
                    <span>Das ist dein aktuelles Abo.</span>
                  ) : canSwitch && option.eurPerMonth > 0 ? (
                    <ConfirmDialog
                      trigger={`Auf ${option.percent} % wechseln …`}
                      title={`Auf das ${percentAboLabel(option.percent)} wechseln?`}
                      cancelLabel="Abbrechen"
                      confirmLabel={`Auf ${formatEuro(option.eurPerMonth)} im Monat wechseln`}
                      busyLabel="Wird geändert …"
                      busyMessage="Wir geben deine Änderung an unser Team weiter …"
                      busy={busy === option.percent}
                      error={error}
                      onConfirm={(close) => confirm(option, close)}
                    >
                      <p>
                        Statt {formatEuro(abo.amount)} spendest du ab der nächsten Abbuchung{' '}
                        {formatEuro(option.eurPerMonth)} im Monat ({trees(option.treesPerMonth)}). Twingle bietet dafür
                        keine Schnittstelle: Unser Team ändert den Betrag von Hand im Twingle Manager, spätestens am{' '}
                        {dueDay(workingDaysAfter(new Date(), DUE_WORKING_DAYS, TEAM_REGION))}; erst dann ändert sich
                        dein Abo.
                      </p>
                    </ConfirmDialog>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {canSwitch ? null : (
            <p className={styles.note} role="status">
              Sobald dein neues Ergebnis gespeichert ist, kannst du wechseln.
            </p>
          )}
        </>
      )}
    </section>
  );
}
