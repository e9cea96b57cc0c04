import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { lazyPart, useLazyPart } from '../../app/lazyPart';
import styles from './NewsletterBox.module.css';

export { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS } from './newsletterMessages';

/** The form (react-aria Form and TextField, the mutation): its own chunk, fetched right after the page renders. */
const newsletterForm = lazyPart('Newsletter-Formular', () => import('./NewsletterForm').then((module) => module.NewsletterForm));

export interface NewsletterBoxProps {
  /** Heading level of the box title; the footer uses 2. */
  headingLevel?: 2 | 3;
}

/**
 * Newsletter sign-up in the footer (spec §5, §8; DESIGN §4 double opt-in). Heading, text and the consent note render
 * with the page; the form (NewsletterForm) follows as soon as its code has loaded, in place of a look-alike of the
 * same size, so nothing moves.
 */
export function NewsletterBox({ headingLevel = 2 }: NewsletterBoxProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // Loads after the first render; should that fail, pointing at or focusing into the box tries again.
  const [request, setRequest] = useState(1);
  const Form = useLazyPart(newsletterForm, request);
  const retry = Form ? undefined : () => setRequest((n) => n + 1);

  return (
    <section className={styles.box} aria-labelledby={headingId} onPointerEnter={retry} onFocus={retry}>
      <Heading id={headingId} className={styles.title}>
        Newsletter
      </Heading>
      <p className={styles.intro}>Neues von unseren Pflanzflächen auf Borneo und in Uganda – direkt in dein Postfach.</p>

      {Form ? <Form /> : <FormPlaceholder />}

      <p className={styles.consent}>
        Wir schicken dir eine E-Mail, in der du deine Anmeldung bestätigst – erst dann bist du dabei. Abbestellen kannst du
        den Newsletter jederzeit mit einem Klick. Mehr dazu im <Link to="/datenschutz">Datenschutz</Link>.
      </p>
    </section>
  );
}

/** Looks like the empty form and takes its room; inert and hidden from assistive technology until the form is there. */
function FormPlaceholder() {
  return (
    <div className={styles.form} aria-hidden="true" inert>
      <div className={styles.field}>
        <span className={styles.label}>E-Mail-Adresse</span>
        <div className={styles.row}>
          <span className={`${styles.input} ${styles.inputPlaceholder}`}>
            <span className={styles.inputPlaceholderText}>E-Mail-Adresse eingeben…</span>
          </span>
          <span className={`${styles.submit} ${styles.submitPlaceholder}`}>Abonnieren</span>
        </div>
      </div>
    </div>
  );
}
