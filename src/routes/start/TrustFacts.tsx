import { Link } from 'react-router-dom';
import { DONATION_SPLIT, OPERATOR } from '../../content/operator';
import { formatEuro } from '../../format/number';
import styles from './TrustFacts.module.css';

const longDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' });

/**
 * What a German donor checks before giving money: who runs Klimahain, where the 5 € of a tree go, whether there is a
 * receipt for the tax office — and where to read more. Only what is true today: receipts are sent on request, there
 * is no download yet. The figures come from content/operator.ts, the one place the legal pages read too.
 */
export function TrustFacts() {
  const { charity } = OPERATOR;
  return (
    <section aria-labelledby="start-vertrauen" className={styles.facts}>
      <h2 id="start-vertrauen">Gut zu wissen, bevor du spendest</h2>
      <div className={styles.grid}>
        <div className={styles.fact}>
          <h3>Wer hinter Klimahain steht</h3>
          <p>
            Klimahain wird von der {OPERATOR.legalName} in {OPERATOR.city} betrieben. Alle Angaben zum Betreiber findest du im{' '}
            <Link to="/impressum">Impressum</Link>.
          </p>
        </div>
        <div className={styles.fact}>
          <h3>Wohin deine 5 € für einen Baum gehen</h3>
          <ul className={styles.split}>
            {DONATION_SPLIT.map((part) => (
              <li key={part.label}>
                <span>{part.label}</span> <strong>{formatEuro(part.euro)}</strong>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.fact}>
          <h3>Spendenquittung</h3>
          {charity ? (
            <p>
              Wir sind als gemeinnützig anerkannt ({charity.taxOffice}, Bescheid vom {longDate.format(new Date(`${charity.noticeDate}T12:00:00`))}).
              Bis 300 € genügt dem Finanzamt in der Regel dein Kontoauszug. Eine Zuwendungsbestätigung schicken wir dir auf
              Anfrage – schreib uns über das <Link to="/kontakt">Kontaktformular</Link>.
            </p>
          ) : (
            <p>Spenden an Klimahain sind nicht steuerlich absetzbar: wir stellen keine Zuwendungsbestätigungen aus.</p>
          )}
        </div>
      </div>
      <p className={styles.more}>
        Mehr darüber, wie wir arbeiten und mit wem wir pflanzen: <Link to="/ueber-uns">Über uns und Transparenz</Link>
      </p>
      {OPERATOR.isExample ? (
        <p className={styles.example}>
          Hinweis: Betreiber, Anerkennung und Aufteilung sind Beispielangaben, die vor dem Start durch die tatsächlichen ersetzt
          werden.
        </p>
      ) : null}
    </section>
  );
}
