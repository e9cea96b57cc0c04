import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { OPERATOR } from '../../content/operator';
import { pageByInternal } from '../../content/routes';
import { ConsentSettingsButton } from '../../features/consent/ConsentSettingsButton';
import { Page } from '../../ui/Page';
import { ExampleDataNotice } from './ExampleDataNotice';
import { formatLegalDate } from './legalDate';
import styles from './LegalText.module.css';
import { ProcessingFacts } from './ProcessingFacts';
import buttonStyles from '../../ui/Button.module.css';

const SECTIONS = [
  ['verantwortlicher', 'Verantwortlicher und Datenschutzbeauftragter'],
  ['ueberblick', 'Überblick'],
  ['hosting', 'Hosting und Server-Logfiles'],
  ['konto', 'Kundenkonto (Amazon Cognito)'],
  ['spenden', 'Spenden (Twingle)'],
  ['newsletter', 'Newsletter mit Double-Opt-in'],
  ['kontakt', 'Kontaktformular und E-Mail'],
  ['rechner', 'CO₂-Rechner'],
  ['cookies', 'Cookies, Speicher im Browser und Einwilligung'],
  ['statistik', 'Statistik mit Matomo (nur mit Einwilligung)'],
  ['fehler', 'Fehlerberichte'],
  ['rechte', 'Deine Rechte (Art. 15–21 DSGVO)'],
  ['beschwerde', 'Beschwerde bei einer Aufsichtsbehörde'],
  ['sonstiges', 'Pflicht zur Bereitstellung, keine automatisierten Entscheidungen'],
] as const;

/** /datenschutz: the information of Art. 13 DSGVO for every processing of the site. */
export function PrivacyPage() {
  const page = pageByInternal('/legal/privacy');
  const o = OPERATOR;
  return (
    <Page
      title={page.title}
      heading={page.heading}
      intro="Welche Daten wir verarbeiten, wozu, auf welcher Rechtsgrundlage und wie lange – und welche Rechte du hast."
    >
      <ExampleDataNotice />
      <div className={styles.text}>
        <nav className={styles.toc} aria-labelledby="datenschutz-inhalt">
          <h2 id="datenschutz-inhalt">Inhalt</h2>
          <ol>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <h2 id="verantwortlicher">1. Verantwortlicher und Datenschutzbeauftragter</h2>
        <p>Verantwortlich für die Verarbeitung deiner Daten auf dieser Website (Art. 4 Nr. 7 DSGVO) ist:</p>
        <address>
          {o.legalName}
          <br />
          {o.street}, {o.zip} {o.city}
          <br />
          E-Mail: <a href={`mailto:${o.email}`}>{o.email}</a>, Telefon: <a href={`tel:${o.phoneHref}`}>{o.phone}</a>
        </address>
        {o.dataProtectionOfficer ? (
          <p>
            Unseren Datenschutzbeauftragten ({o.dataProtectionOfficer.name}) erreichst du unter{' '}
            <a href={`mailto:${o.dataProtectionOfficer.email}`}>{o.dataProtectionOfficer.email}</a>.
          </p>
        ) : (
          <p>Für Fragen zum Datenschutz erreichst du uns unter der oben genannten E-Mail-Adresse.</p>
        )}

        <h2 id="ueberblick">2. Überblick</h2>
        <p>
          Wir verarbeiten personenbezogene Daten nur, soweit es für die Website, deine Spende, dein Konto oder deine
          Anfrage nötig ist oder du eingewilligt hast. Wir verkaufen keine Daten und zeigen keine Werbung.
          Dienstleister, die Daten in unserem Auftrag verarbeiten, sind nach Art. 28 DSGVO vertraglich gebunden.
        </p>

        <h2 id="hosting">3. Hosting und Server-Logfiles</h2>
        <p>
          Die Website und ihre Datenbank laufen bei {o.hosting.name}, {o.hosting.address} ({o.hosting.location}). Bei
          jedem Aufruf verarbeitet der Server technische Daten, damit er die Seite ausliefern kann.
        </p>
        <ProcessingFacts
          data="IP-Adresse, Zeitpunkt, aufgerufene Adresse bzw. Operation, Statuscode, Dauer, Browserkennung (User-Agent)"
          purpose="Auslieferung der Website, Sicherheit (Abwehr von Angriffen und Missbrauch, Begrenzung zu vieler Anfragen), Fehlersuche"
          legalBasis="Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse an einem sicheren, funktionierenden Angebot"
          recipients={`${o.hosting.name} als Auftragsverarbeiter`}
          retention="Logdaten werden nach spätestens 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden."
        />

        <h2 id="konto">4. Kundenkonto (Amazon Cognito)</h2>
        <p>
          Für dein {PRODUCT_NAME}-Konto nutzen wir Amazon Cognito der Amazon Web Services EMEA SARL, 38 Avenue John F.
          Kennedy, L-1855 Luxemburg, in der Region Frankfurt am Main (eu-central-1). Dein Passwort wird dort nur als
          Prüfwert gespeichert; wir selbst sehen es nie.
        </p>
        <ProcessingFacts
          data="E-Mail-Adresse, Vor- und Nachname, Passwort (als Prüfwert), Zeitpunkt der Registrierung; freiwillig: Anrede, Firma, Geburtsdatum, Anschrift; dein gespeichertes Ergebnis im CO₂-Rechner; deine Spenden, Abos und Bäume"
          purpose="Anmeldung, „Mein Klimahain“ (Übersicht, Pflanzbuch, Baumdepot, Abos), Verwaltung deiner Spenden"
          legalBasis="Art. 6 Abs. 1 lit. b DSGVO – Nutzungsvertrag über das Konto"
          recipients="Amazon Web Services EMEA SARL als Auftragsverarbeiter. Eine Übermittlung in die USA ist nicht vorgesehen; sollte sie im Einzelfall (etwa für Support) geschehen, stützt sie sich auf den Angemessenheitsbeschluss zum EU-US Data Privacy Framework und die Standardvertragsklauseln der EU-Kommission."
          retention="Bis du dein Konto schließt. Danach löschen wir deine persönlichen Daten; Spendenbuchungen bewahren wir ohne Personenbezug bzw. so lange auf, wie es Steuer- und Handelsrecht verlangen (bis zu zehn Jahre, § 147 AO, § 257 HGB)."
        />

        <h2 id="spenden">5. Spenden (Twingle)</h2>
        <p>
          Das Spendenformular stellt die twingle GmbH, Berlin, bereit. Dort gibst du deine Zahlungsdaten ein; die
          Zahlung wickeln die im Formular gewählten Zahlungsdienstleister ab (z. B. Bank, Kreditkartenunternehmen,
          PayPal), die dafür eigenverantwortlich handeln. Wir erhalten von Twingle die Angaben zu deiner Spende.
        </p>
        <ProcessingFacts
          data="Betrag, Rhythmus (einmalig oder monatlich), Projekt, Zahlungsart, Transaktionsnummer, Zeitpunkte; für eine Zuwendungsbestätigung Name und Anschrift; bei angemeldeten Spenderinnen und Spendern die Zuordnung zum Konto"
          purpose="Abwicklung der Spende, Weitergabe an das Pflanzprojekt, Zuwendungsbestätigung, Anzeige in „Mein Klimahain“"
          legalBasis="Art. 6 Abs. 1 lit. b DSGVO (Spende als Schenkung) und Art. 6 Abs. 1 lit. c DSGVO (steuer- und handelsrechtliche Aufbewahrungspflichten)"
          recipients="twingle GmbH als Auftragsverarbeiter; die gewählten Zahlungsdienstleister als eigene Verantwortliche; unser Pflanzpartner erhält nur Summen und Baumzahlen, keine Namen"
          retention="Buchungsbelege zehn Jahre (§ 147 AO); Angaben im Konto bis zu dessen Schließung"
        />

        <h2 id="newsletter">6. Newsletter mit Double-Opt-in</h2>
        <p>
          Den Newsletter bekommst du nur, wenn du ihn bestellst und die Anmeldung über den Link in unserer
          Bestätigungsmail bestätigst (Double-Opt-in). Die Bestätigungsmail enthält keine Werbung. Zum Nachweis deiner
          Einwilligung speichern wir einen Einwilligungsnachweis.
        </p>
        <ProcessingFacts
          data="E-Mail-Adresse; Einwilligungsnachweis: Zeitpunkt der Anmeldung, Version des Einwilligungstextes, Zeitpunkt des Versands der Bestätigungsmail, Zeitpunkt der Bestätigung"
          purpose="Versand des Newsletters mit Neuigkeiten aus unseren Projekten; Nachweis der Einwilligung"
          legalBasis="Art. 6 Abs. 1 lit. a DSGVO (deine Einwilligung); für den Nachweis Art. 6 Abs. 1 lit. c DSGVO i. V. m. Art. 7 Abs. 1 DSGVO"
          retention="Bis du den Newsletter abbestellst – das geht jederzeit über den Link in jeder Ausgabe. Den Einwilligungsnachweis bewahren wir danach bis zu drei Jahre auf (Verjährungsfrist), nicht bestätigte Anmeldungen löschen wir nach 30 Tagen. Löschst du dein Konto mit allen Daten („Konto und Daten löschen“), löschen wir auch die Anmeldung und den Einwilligungsnachweis deiner Konto-Adresse sofort."
        />

        <h2 id="kontakt">7. Kontaktformular und E-Mail</h2>
        <ProcessingFacts
          data="Name, E-Mail-Adresse, Betreff (freiwillig), deine Nachricht, Zeitpunkt des Eingangs"
          purpose="Beantwortung deiner Anfrage"
          legalBasis="Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, Anfragen zu beantworten); geht es um eine Spende oder dein Konto, Art. 6 Abs. 1 lit. b DSGVO"
          retention="Wir löschen die Anfrage, wenn sie erledigt ist, spätestens sechs Monate danach – außer, gesetzliche Aufbewahrungspflichten verlangen mehr."
        />

        <h2 id="rechner">8. CO₂-Rechner</h2>
        <p>
          Ohne Konto bleiben deine Antworten im Speicher deines Browsers (localStorage), damit sie beim nächsten Besuch
          noch da sind; an uns gehen sie nur, wenn du dich anmeldest oder registrierst. Mit Konto speichern wir dein
          Ergebnis in deinem Konto (Art. 6 Abs. 1 lit. b DSGVO), bis du es löschst oder dein Konto schließt. Den
          Speicher im Browser leerst du jederzeit über die Einstellungen deines Browsers.
        </p>

        <h2 id="cookies">9. Cookies, Speicher im Browser und Einwilligung</h2>
        <p>
          Ohne deine Einwilligung speichern wir in deinem Browser nur, was für den von dir gewünschten Dienst unbedingt
          nötig ist (§ 25 Abs. 2 Nr. 2 TDDDG):
        </p>
        <ul>
          <li>„cc_cookie“: deine Wahl im Einwilligungsdialog, sechs Monate;</li>
          <li>die Anmeldedaten deiner Sitzung (Tokens von Amazon Cognito), solange du angemeldet bist;</li>
          <li>deine Antworten im CO₂-Rechner, solange du ihn ohne Konto nutzt.</li>
        </ul>
        <p>
          Alles andere – derzeit nur die Statistik – geschieht erst nach deiner Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6
          Abs. 1 lit. a DSGVO). Vorher lädt die Website keine Skripte, Schriften oder Bilder von fremden Servern. Du
          kannst deine Wahl jederzeit ändern oder widerrufen:
        </p>
        <p>
          <ConsentSettingsButton className={buttonStyles.button}>Cookie-Einstellungen öffnen</ConsentSettingsButton>
        </p>

        <h2 id="statistik">10. Statistik mit Matomo (nur mit Einwilligung)</h2>
        <p>
          Wenn du der Statistik zustimmst, zählt Matomo, wie unsere Seiten genutzt werden. Matomo läuft auf einem
          Server, den wir selbst betreiben; die Daten gehen an niemanden sonst. Matomo setzt bei uns keine Cookies, und
          unsere Installation kürzt die IP-Adresse vor der Speicherung. Ohne Einwilligung wird das Matomo-Skript gar
          nicht erst geladen.
        </p>
        <ProcessingFacts
          data="Gekürzte IP-Adresse, aufgerufene Seiten und Seitentitel, Zeitpunkt, Herkunftsseite, Browser, Betriebssystem, Bildschirmauflösung, Sprache"
          purpose="Verstehen, welche Inhalte helfen, und die Website verbessern"
          legalBasis="Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG (deine Einwilligung, jederzeit widerrufbar über „Cookie-Einstellungen“ unten auf jeder Seite)"
          recipients={`${o.hosting.name} als Auftragsverarbeiter (Betrieb des Servers)`}
          retention="Rohdaten 180 Tage, danach nur noch zusammengefasste Zahlen ohne Personenbezug"
        />

        <h2 id="fehler">11. Fehlerberichte</h2>
        <p>
          Tritt in der App ein Fehler auf, schickt sie uns einen Fehlerbericht: Fehlermeldung, technischer Ablauf
          (Stacktrace), die aufgerufene Adresse und die Browserkennung – keine Eingaben aus Formularen. Rechtsgrundlage
          ist Art. 6 Abs. 1 lit. f DSGVO (unser Interesse an einer fehlerfreien App); wir löschen die Berichte nach 90
          Tagen.
        </p>

        <h2 id="rechte">12. Deine Rechte (Art. 15–21 DSGVO)</h2>
        <ul>
          <li>
            Auskunft über die Daten, die wir über dich verarbeiten (Art. 15 DSGVO) – die Daten deines Kontos bekommst du
            jederzeit selbst im Profil unter „Meine Daten herunterladen“,
          </li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>
            Löschung (Art. 17 DSGVO) – dein Konto kannst du selbst unter „Konto schließen“ oder mitsamt allen Daten
            unter „Konto und Daten löschen“ löschen,
          </li>
          <li>
            Einschränkung der Verarbeitung (Art. 18 DSGVO); wir teilen Berichtigungen, Löschungen und Einschränkungen
            auch den Empfängern mit (Art. 19 DSGVO),
          </li>
          <li>
            Datenübertragbarkeit: deine Daten in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO) – „Meine Daten
            herunterladen“ liefert sie als JSON- und GeoJSON-Datei,
          </li>
          <li>
            <strong>Widerspruch</strong> gegen Verarbeitungen auf Grundlage unseres berechtigten Interesses (Art. 6 Abs.
            1 lit. f DSGVO) aus Gründen, die sich aus deiner besonderen Situation ergeben (Art. 21 DSGVO),
          </li>
          <li>Widerruf einer Einwilligung jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
        </ul>
        <p>
          Schreib uns dafür formlos an <a href={`mailto:${o.email}`}>{o.email}</a> oder über das{' '}
          <Link to="/kontakt">Kontaktformular</Link>.
        </p>

        <h2 id="beschwerde">13. Beschwerde bei einer Aufsichtsbehörde</h2>
        <p>Du kannst dich bei jeder Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig ist:</p>
        <address>
          {o.supervisoryAuthority.name}
          <br />
          {o.supervisoryAuthority.address}
          <br />
          <a href={o.supervisoryAuthority.url} rel="noopener noreferrer">
            {o.supervisoryAuthority.url.replace(/^https:\/\//, '')}
          </a>
        </address>

        <h2 id="sonstiges">14. Pflicht zur Bereitstellung, keine automatisierten Entscheidungen</h2>
        <p>
          Du musst uns keine Daten geben. Ohne E-Mail-Adresse und Namen können wir allerdings kein Konto anlegen und
          deine Anfrage nicht beantworten; ohne Zahlungsdaten ist keine Spende möglich. Automatisierte Entscheidungen
          oder Profiling im Sinne von Art. 22 DSGVO finden nicht statt.
        </p>

        <p className={styles.updated}>Stand: {formatLegalDate(o.legalTextsDate)}</p>
      </div>
    </Page>
  );
}
