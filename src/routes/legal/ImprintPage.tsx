import { Link } from 'react-router-dom';
import { OPERATOR } from '../../content/operator';
import { pageByInternal } from '../../content/routes';
import { Page } from '../../ui/Page';
import { ExampleDataNotice } from './ExampleDataNotice';
import styles from './LegalText.module.css';

/** /impressum: the provider identification of § 5 DDG and the editor responsible under § 18 Abs. 2 MStV. */
export function ImprintPage() {
  const page = pageByInternal('/legal/imprint');
  const o = OPERATOR;
  return (
    <Page title={page.title} heading={page.heading} intro="Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)">
      <ExampleDataNotice />
      <div className={styles.text}>
        <h2>Anbieter</h2>
        <address>
          {o.legalName}
          <br />
          {o.street}
          <br />
          {o.zip} {o.city}
          <br />
          {o.country}
        </address>

        <dl className={styles.facts}>
          <dt>Rechtsform</dt>
          <dd>{o.legalForm}</dd>
          <dt>Vertreten durch</dt>
          <dd>{o.representedBy.join(', ')} (Geschäftsführung)</dd>
          {o.register ? (
            <>
              <dt>Registereintrag</dt>
              <dd>
                Handelsregister, {o.register.court}, {o.register.number}
              </dd>
            </>
          ) : null}
          {o.vatId ? (
            <>
              <dt>Umsatzsteuer-ID</dt>
              <dd>{o.vatId} (gemäß § 27a Umsatzsteuergesetz)</dd>
            </>
          ) : null}
        </dl>

        <h2>Kontakt</h2>
        <dl className={styles.facts}>
          <dt>E-Mail</dt>
          <dd>
            <a href={`mailto:${o.email}`}>{o.email}</a>
          </dd>
          <dt>Telefon</dt>
          <dd>
            <a href={`tel:${o.phoneHref}`}>{o.phone}</a>
          </dd>
          <dt>Kontaktformular</dt>
          <dd>
            <Link to="/kontakt">Zum Kontaktformular</Link>
          </dd>
        </dl>

        <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
        <address>
          {o.contentResponsible.name}
          <br />
          {o.contentResponsible.address}
        </address>

        {o.charity ? (
          <>
            <h2>Gemeinnützigkeit</h2>
            <p>
              Die {o.shortName} ist vom {o.charity.taxOffice} als gemeinnützig anerkannt. Spenden an uns sind steuerlich
              absetzbar.
            </p>
          </>
        ) : null}

        <h2>Verbraucherstreitbeilegung</h2>
        <p>
          Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz). Wende dich bei Fragen
          oder Beschwerden gern direkt an uns.
        </p>

        <h2>Haftung für Links</h2>
        <p>
          Unsere Seiten enthalten Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese
          Inhalte ist der jeweilige Anbieter verantwortlich. Erfahren wir von rechtswidrigen Inhalten auf verlinkten
          Seiten, entfernen wir den Link umgehend.
        </p>

        <p>
          Wie wir mit deinen Daten umgehen, steht in der <Link to="/datenschutz">Datenschutzerklärung</Link>; die
          Bedingungen für Spenden in den <Link to="/agb">AGB</Link>.
        </p>
      </div>
    </Page>
  );
}
