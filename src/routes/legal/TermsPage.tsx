import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { EUR_PER_TREE } from '../../../server/core/domain/donations/rules';
import { OPERATOR } from '../../content/operator';
import { pageByInternal } from '../../content/routes';
import { formatEuro } from '../../format/number';
import { Page } from '../../ui/Page';
import { ExampleDataNotice } from './ExampleDataNotice';
import { formatLegalDate } from './legalDate';
import styles from './LegalText.module.css';

/** /agb: the terms for donations through Klimahain and for the account. */
export function TermsPage() {
  const page = pageByInternal('/legal/terms');
  const o = OPERATOR;
  return (
    <Page
      title={page.title}
      heading={page.heading}
      intro={`Die Bedingungen für Spenden über ${PRODUCT_NAME} und für dein ${PRODUCT_NAME}-Konto.`}
    >
      <ExampleDataNotice />
      <div className={styles.text}>
        <h2 id="geltung">§ 1 Geltungsbereich und Spendenempfänger</h2>
        <p>
          Diese Bedingungen gelten für Spenden, die du über die Website {PRODUCT_NAME} gibst, und für die Nutzung des
          {` ${PRODUCT_NAME}`}-Kontos. Empfängerin deiner Spende ist die {o.legalName}, {o.street}, {o.zip} {o.city} (im
          Folgenden „wir“). Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zustimmen.
        </p>

        <h2 id="spende">§ 2 Die Spende</h2>
        <ol>
          <li>
            Eine Spende ist eine freiwillige Zuwendung ohne Gegenleistung (Schenkung, § 516 BGB). Mit ihr förderst du
            die Pflanzung von Bäumen in unseren Projekten auf Borneo (Indonesien) und in Uganda.
          </li>
          <li>
            Rund {formatEuro(EUR_PER_TREE)} pflanzen einen Baum. Die Zahl der Bäume einer Spende ergibt sich aus dem
            Betrag geteilt durch {formatEuro(EUR_PER_TREE)}, abgerundet auf ganze Bäume; der Mindestbetrag ist{' '}
            {formatEuro(EUR_PER_TREE)}.
          </li>
          <li>
            Die Spende kommt zustande, wenn du das Spendenformular absendest und die Zahlung bestätigt ist. Du erhältst
            eine Bestätigung per E-Mail.
          </li>
        </ol>

        <h2 id="zahlung">§ 3 Zahlung</h2>
        <p>
          Die Zahlung wickelt die twingle GmbH, Berlin, in unserem Auftrag ab; die angebotenen Zahlungsarten zeigt das
          Spendenformular. Für die Zahlung gelten ergänzend die Bedingungen des jeweiligen Zahlungsdienstleisters.
          Lastschriften kannst du nach den Regeln deiner Bank innerhalb von acht Wochen zurückgeben.
        </p>

        <h2 id="abo">§ 4 Monatliche Spenden (Abo)</h2>
        <ol>
          <li>
            Ein Abo ist eine monatlich wiederkehrende Spende in gleicher Höhe. Die Prozent-Abos (50, 100 oder 150 %)
            richten sich nach deinem Ergebnis im CO₂-Rechner zum Zeitpunkt des Abschlusses; der Betrag ändert sich
            danach nicht von selbst.
          </li>
          <li>
            Du kannst ein Abo jederzeit ohne Frist beenden – in „Mein {PRODUCT_NAME}“ unter „Abo & Spenden“ oder mit
            einer Nachricht an uns. Bereits eingezogene Beträge bleiben Spenden; danach wird nichts mehr eingezogen.
          </li>
        </ol>

        <h2 id="verwendung">§ 5 Verwendung der Spenden</h2>
        <ol>
          <li>
            Wir verwenden deine Spende für das gewählte Projekt. Wie sich {formatEuro(EUR_PER_TREE)} auf Setzling,
            Pflanzung, Pflege, Begleitung und Verwaltung verteilen, steht auf der Seite{' '}
            <Link to="/ueber-uns#geld">Über uns</Link>.
          </li>
          <li>
            Gepflanzt wird in der Pflanzsaison des Projekts; zwischen Spende und Pflanzung können daher mehrere Monate
            liegen. Den Stand jeder Spende siehst du in „Mein {PRODUCT_NAME}“: gespendet, verbucht, Pflanzung läuft,
            gepflanzt.
          </li>
          <li>
            Kann ein Projekt – etwa wegen Naturereignissen oder behördlicher Entscheidungen – nicht fortgeführt werden,
            verwenden wir die Spende für das andere Projekt oder ein vergleichbares Aufforstungsprojekt und informieren
            dich darüber.
          </li>
        </ol>

        <h2 id="co2">§ 6 Angaben zu CO₂</h2>
        <p>
          Bäume binden CO₂ über die Jahre ihres Wachstums, nicht sofort. Die Angaben im CO₂-Rechner und zu deinen Bäumen
          sind Schätzungen auf Grundlage von Durchschnittswerten (0,15 Tonnen CO₂ je Baum über sein Wachstum). Eine
          Spende ist kein Zertifikat und keine Kompensation im Sinne eines Emissionshandels; wir versprechen keine
          „Klimaneutralität“.
        </p>

        <h2 id="quittung">§ 7 Zuwendungsbestätigung</h2>
        <p>
          {o.charity
            ? `Wir sind vom ${o.charity.taxOffice} als gemeinnützig anerkannt. In deinem Konto lädst du unter „Abo & Spenden“ für jede Zahlung eine Zuwendungsbestätigung herunter – bis 300 € als vereinfachten Zuwendungsnachweis (§ 50 Abs. 4 EStDV), darüber nach amtlichem Muster – und ab dem 1. Januar die Sammelbestätigung für das Vorjahr, die die einzelnen Bestätigungen des Vorjahres ersetzt. Dafür brauchen wir Name und Anschrift. Die Bestätigungen werden maschinell erstellt und sind ohne Unterschrift gültig.`
            : 'Wir sind nicht als gemeinnützig anerkannt; Zuwendungsbestätigungen können wir daher nicht ausstellen.'}
        </p>

        <h2 id="widerruf">§ 8 Kein gesetzliches Widerrufsrecht, freiwillige Erstattung</h2>
        <p>
          Weil eine Spende keine Gegenleistung vorsieht, besteht kein gesetzliches Widerrufsrecht wie bei einem Kauf.
          Hast du dich vertan, erstatten wir eine Spende freiwillig, wenn du uns innerhalb von 14 Tagen nach der Spende
          schreibst und das Geld noch nicht an das Projekt weitergegeben ist.
        </p>

        <h2 id="konto">§ 9 Dein {PRODUCT_NAME}-Konto</h2>
        <ol>
          <li>Das Konto ist kostenlos. Deine Angaben müssen zutreffen; dein Passwort hältst du geheim.</li>
          <li>
            Du kannst dein Konto jederzeit unter „Konto schließen“ beenden. Laufende Abos enden damit. Wir dürfen ein
            Konto bei Missbrauch sperren oder nach Ankündigung mit angemessener Frist schließen.
          </li>
        </ol>

        <h2 id="haftung">§ 10 Haftung</h2>
        <p>
          Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit (§ 521 BGB) sowie bei Verletzung von Leben,
          Körper oder Gesundheit. Im Übrigen ist unsere Haftung ausgeschlossen, soweit das Gesetz es zulässt.
        </p>

        <h2 id="schluss">§ 11 Schlussbestimmungen</h2>
        <p>
          Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften deines
          Wohnsitzstaates bleiben unberührt. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle sind wir nicht verpflichtet und nicht bereit. Ändern wir diese Bedingungen,
          gelten die neuen für Spenden ab ihrer Veröffentlichung; bestehende Abos informieren wir vorher per E-Mail.
        </p>

        <p className={styles.updated}>Stand: {formatLegalDate(o.legalTextsDate)}</p>
      </div>
    </Page>
  );
}
