import { Link } from 'react-router-dom';
import { REGISTER_LINK, SIGN_IN_LINK } from '../../content/navigation';
import { useFromHere } from '../auth/useFromHere';
import { formatEuro } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import { perMonthLabel, percentAboLabel } from '../account/donationLabels';
import type { AboOption } from './calculatorResult';
import styles from './NextSteps.module.css';

export interface NextStepsProps {
  abos: readonly AboOption[];
  /** Guests are invited to register to keep their result. */
  isGuest: boolean;
}

/**
 * What to do with the result: a monthly Abo at 50, 100 or 150 % of the footprint, or a one-time donation; guests may
 * register or sign in to keep it.
 */
export function NextSteps({ abos, isGuest }: NextStepsProps) {
  const format = useNumberFormat();
  const trees = (n: number) => `${format.count(n)} ${n === 1 ? 'Baum' : 'Bäume'}`;
  // Back to this result after signing up and confirming (also when the mail's link opens a new tab).
  const fromHere = useFromHere();
  return (
    <section className={styles.steps} aria-labelledby="calculator-next-steps">
      <h3 id="calculator-next-steps" className={styles.heading}>
        Deine nächsten Schritte
      </h3>
      <p className={styles.lead}>
        Mit einem monatlichen Abo pflanzt du Bäume, die deinen Fußabdruck über ihr Wachstum binden.
      </p>
      <ul className={styles.abos}>
        {abos.map((abo) => (
          <li key={abo.percent} className={styles.abo}>
            <span className={styles.aboName}>{percentAboLabel(abo.percent)}</span>
            <span>
              {trees(abo.treesPerMonth)} im Monat · {perMonthLabel(formatEuro(abo.eurPerMonth))}
            </span>
            <Link
              className={styles.aboLink}
              to={`/spenden?abo=percent_${String(abo.percent).padStart(3, '0')}`}
              aria-label={`${percentAboLabel(abo.percent)} wählen: ${trees(abo.treesPerMonth)} im Monat für ${formatEuro(abo.eurPerMonth)}`}
            >
              Abo wählen
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.register}>
        Lieber einmal statt jeden Monat?{' '}
        <Link to="/spenden?art=custom_one_time" className={styles.registerLink}>
          Einmalig spenden
        </Link>
      </p>
      {isGuest ? (
        <p className={styles.register}>
          Damit dein Ergebnis gespeichert bleibt und du es auf jedem Gerät siehst:{' '}
          <Link to={REGISTER_LINK.to} state={fromHere} className={styles.registerLink}>
            Jetzt registrieren
          </Link>
          . Schon ein Konto?{' '}
          <Link to={SIGN_IN_LINK.to} state={fromHere} className={styles.registerLink}>
            Anmelden
          </Link>
        </p>
      ) : null}
    </section>
  );
}
