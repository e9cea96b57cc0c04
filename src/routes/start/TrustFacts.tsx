import { Link } from 'react-router-dom';
import { DONATION_SPLIT, OPERATOR } from '../../content/operator';
import { formatEuro } from '../../format/number';
import { ExampleMark } from '../../ui/ExampleMark';
import styles from './TrustFacts.module.css';

const longDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' });

/**
 * What a German donor checks before giving money: who runs Klimahain, where the 5 € of a tree go, whether there is a
 * receipt for the tax office — and where to read more. The figures come from content/operator.ts, the one place the
 * legal pages and the receipts read too. While that is the example operator (never in production: the server refuses
 * to start with it), each statement says in place that it is an example, not only a note under the section.
 */
export function TrustFacts() {
  const { charity, isExample } = OPERATOR;
  return (
    <section aria-labelledby="start-vertrauen" className={styles.facts}>
      <h2 id="start-vertrauen">Gut zu wissen, bevor du spendest</h2>
      <div className={styles.grid}>
        <div className={styles.fact}>
          <h3>Wer hinter Klimahain steht</h3>
          <p>
            {isExample ? <ExampleMark /> : null}
            Klimahain wird von der {OPERATOR.legalName} in {OPERATOR.city} betrieben. Alle Angaben zum Betreiber findest
            du im <Link to="/impressum">Impressum</Link>.
          </p>
        </div>
        <div className={styles.fact}>
          <h3>Wohin deine 5 € für einen Baum gehen</h3>
          {isExample ? (
            <p className={styles.splitNote}>
              <ExampleMark />
              Die geprüfte Aufteilung veröffentlichen wir vor dem Start.
            </p>
          ) : null}
          <ul
            className={styles.split}
            aria-label={isExample ? 'Beispiel einer Aufteilung von 5 €' : 'Aufteilung von 5 €'}
          >
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
              {isExample ? <ExampleMark /> : null}
              Wir sind als gemeinnützig anerkannt ({charity.taxOffice}, Bescheid vom{' '}
              {longDate.format(new Date(`${charity.noticeDate}T12:00:00`))}). Deine Zuwendungsbestätigungen lädst du in
              deinem Konto unter „Abo & Spenden“ als PDF herunter – für jede Spende und einmal im Jahr als
              Sammelbestätigung.
            </p>
          ) : (
            <p>Spenden an Klimahain sind nicht steuerlich absetzbar: wir stellen keine Zuwendungsbestätigungen aus.</p>
          )}
        </div>
      </div>
      <p className={styles.more}>
        Mehr darüber, wie wir arbeiten und mit wem wir pflanzen: <Link to="/ueber-uns">Über uns und Transparenz</Link>
      </p>
    </section>
  );
}
