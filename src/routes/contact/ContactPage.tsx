import { Link } from 'react-router-dom';
import { OPERATOR } from '../../content/operator';
import { pageByInternal } from '../../content/routes';
import { ContactForm } from '../../features/contact/ContactForm';
import { Page } from '../../ui/Page';
import styles from './ContactPage.module.css';

/** /kontakt: the form and the other ways to reach the team. */
export function ContactPage() {
  const page = pageByInternal('/contact');
  return (
    <Page
      title={page.title}
      heading={page.heading}
      intro="Du hast eine Frage zu deiner Spende, deinen Bäumen oder deinem Konto? Schreib uns – wir antworten in der Regel innerhalb von zwei Werktagen."
    >
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside} aria-labelledby="kontakt-direkt">
          <h2 id="kontakt-direkt" className={styles.asideTitle}>
            Direkt erreichen
          </h2>
          <p>
            E-Mail: <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
            <br />
            Telefon: <a href={`tel:${OPERATOR.phoneHref}`}>{OPERATOR.phone}</a>
          </p>
          <p>
            Viele Antworten findest du schon in den <Link to="/faq">häufig gestellten Fragen</Link>.
          </p>
        </aside>
      </div>
    </Page>
  );
}
