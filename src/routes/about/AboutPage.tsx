import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { CO2_T_PER_TREE, EUR_PER_TREE, percentAboTreesPerMonth } from '../../../server/core/domain/donations/rules';
import { DONATION_SPLIT, OPERATOR } from '../../content/operator';
import { ExampleMark } from '../../ui/ExampleMark';
import { pageByInternal } from '../../content/routes';
import { percentAboLabel } from '../../features/account/donationLabels';
import { formatCount, formatDecimal, formatEuro } from '../../format/number';
import { Page } from '../../ui/Page';
import styles from './AboutPage.module.css';

/** Amounts in the split table always with cents, so the column lines up. */
const formatCents = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
  .format;

/** The base footprint of calculator catalog DE v1 (docs/architecture.md §4): where every calculation starts. */
const BASE_TONNES = 11.2;

/** The order states (spec §4) in plain German, in the order a donation passes them. */
const STEPS = [
  {
    title: 'Gespendet',
    text: 'Deine Spende ist eingegangen und vom Zahlungsdienstleister bestätigt. Du siehst sie sofort in „Mein Klimahain“.',
  },
  {
    title: 'Verbucht',
    text: 'Das Geld ist bei unserem Pflanzpartner vor Ort angekommen und für deine Bäume eingeplant.',
  },
  {
    title: 'Pflanzung läuft',
    text: 'Deine Bäume sind auf Pflanzflächen verteilt; in der Regenzeit setzen die Familien die ersten Setzlinge.',
  },
  {
    title: 'Gepflanzt',
    text: 'Alle Bäume deiner Spende stehen. Im Pflanzbuch siehst du die Flächen, die Baumarten und das Pflanzdatum.',
  },
] as const;

/** /ueber-uns: who plants, how a donation becomes a tree, how CO₂ is estimated and where the money goes. */
export function AboutPage() {
  const page = pageByInternal('/about');
  const baseTrees = Math.ceil(BASE_TONNES / CO2_T_PER_TREE - 1e-9);
  const aboTrees = percentAboTreesPerMonth(BASE_TONNES, 100);
  const splitTotal = DONATION_SPLIT.reduce((sum, part) => sum + part.euro, 0);
  return (
    <Page
      title={page.title}
      heading={page.heading}
      intro={`${PRODUCT_NAME} macht Baumspenden einfach und nachvollziehbar: Du siehst, wo deine Bäume wachsen, was sie kosten und was sie für das Klima leisten – und was nicht.`}
    >
      <div className={styles.text}>
        <section aria-labelledby="wer">
          <h2 id="wer">Wer pflanzt</h2>
          <p>
            Gepflanzt wird von Familien vor Ort: in Zentral-Kalimantan auf Borneo (Indonesien) setzen Kleinbäuerinnen
            und Kleinbauern schnell wachsende Sengon-Bäume auf gerodete Flächen, im Distrikt Kyenjojo in West-Uganda
            pflanzen Bäuerinnen und Bauern Musizi-Bäume zwischen ihre Felder. Unser Pflanzpartner betreibt die
            Baumschulen, schult die Familien, vermisst die Flächen und zählt die Bäume. Das Holz sichert den Familien
            ein Einkommen, ohne dass weiterer Wald weichen muss; für jeden geernteten Baum wird neu gepflanzt.
          </p>
          <p>
            <Link to="/projekte">Mehr über die beiden Projekte</Link>
          </p>
        </section>

        <section aria-labelledby="ablauf">
          <h2 id="ablauf">Wie aus deiner Spende ein Baum wird</h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
          <p>
            Selten scheitert eine Zahlung oder wird zurückgebucht. Dann steht die Spende auf „Abgebrochen“, und es wird
            dafür nichts gepflanzt. Gepflanzt wird zu Beginn der Regenzeit; zwischen Spende und Pflanzung können daher
            einige Monate liegen.
          </p>
        </section>

        <section aria-labelledby="co2">
          <h2 id="co2">Wie wir CO₂ schätzen</h2>
          <p>
            Der <Link to="/co2-rechner">CO₂-Rechner</Link> beginnt mit {formatDecimal(BASE_TONNES)} Tonnen CO₂ im Jahr –
            einem durchschnittlichen Fußabdruck in Deutschland. Jede Antwort zu Auto, Flügen, Ernährung und Wohnfläche
            zählt etwas dazu oder zieht etwas ab; ein Langstreckenflug zum Beispiel 2,3 Tonnen, ein Kurzstreckenflug 0,5
            Tonnen, eine vegane Ernährung −1,2 Tonnen.
          </p>
          <p>
            Für einen Baum rechnen wir mit {formatDecimal(CO2_T_PER_TREE, 2)} Tonnen CO₂, die er über die Jahre seines
            Wachstums bindet. Die Zahl der Bäume ist dein Ergebnis geteilt durch {formatDecimal(CO2_T_PER_TREE, 2)}{' '}
            Tonnen, aufgerundet. Bei {formatDecimal(BASE_TONNES)} Tonnen sind das {formatCount(baseTrees)} Bäume, also
            rund {formatEuro(baseTrees * EUR_PER_TREE)}; ein {percentAboLabel(100)} pflanzt dafür{' '}
            {formatCount(aboTrees)} Bäume im Monat ({formatEuro(aboTrees * EUR_PER_TREE)}).
          </p>
          <p className={styles.honest}>
            Ehrlich gesagt: Bäume binden CO₂ langsam, über viele Jahre – deine Emissionen entstehen heute. Unsere Zahlen
            sind vorsichtige Durchschnittswerte, keine Messungen. Deshalb sagen wir nie, dass dich Bäume „klimaneutral“
            machen. Am meisten hilft, Emissionen zu vermeiden; Bäume sind ein zusätzlicher Beitrag.
          </p>
        </section>

        <section aria-labelledby="geld">
          <h2 id="geld">Wohin dein Geld geht</h2>
          <p>So verteilen sich {formatEuro(EUR_PER_TREE)} – ein Baum:</p>
          <table className={styles.split}>
            <caption className={styles.caption}>Aufteilung von {formatEuro(EUR_PER_TREE)} je Baum</caption>
            <thead>
              <tr>
                <th scope="col">Wofür</th>
                <th scope="col" className={styles.amount}>
                  Betrag
                </th>
              </tr>
            </thead>
            <tbody>
              {DONATION_SPLIT.map((part) => (
                <tr key={part.label}>
                  <th scope="row">
                    {part.label}
                    <span className={styles.detail}>{part.detail}</span>
                  </th>
                  <td className={styles.amount}>{formatCents(part.euro)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Zusammen</th>
                <td className={styles.amount}>{formatCents(splitTotal)}</td>
              </tr>
            </tfoot>
          </table>
          {OPERATOR.isExample ? (
            <p className={styles.note}>
              <ExampleMark />
              Die Aufteilung ist ein Beispiel; vor dem Start ersetzen wir sie durch die geprüften Zahlen.
            </p>
          ) : null}
        </section>

        <section aria-labelledby="wir">
          <h2 id="wir">Wer hinter {PRODUCT_NAME} steht</h2>
          <p>
            {OPERATOR.isExample ? <ExampleMark /> : null}
            {PRODUCT_NAME} wird von der {OPERATOR.legalName} in {OPERATOR.city} betrieben.
            {OPERATOR.charity
              ? ' Wir sind als gemeinnützig anerkannt; für deine Spenden lädst du die Zuwendungsbestätigung in deinem Konto herunter.'
              : ''}{' '}
            Fragen? <Link to="/kontakt">Schreib uns</Link> oder lies die <Link to="/faq">häufig gestellten Fragen</Link>
            .
          </p>
        </section>
      </div>
    </Page>
  );
}
