import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { validateNewsletterEmail } from './newsletterValidation';
import { useSubscribeNewsletter, type SubscribeNewsletterOutcome } from './useSubscribeNewsletter';
import styles from './NewsletterBox.module.css';

/** Spec §8. */
export const NEWSLETTER_SUCCESS = 'Wir haben dich zum Newsletter hinzugefügt. Bitte bestätige noch deine E-Mail-Adresse.';
export const NEWSLETTER_FAILURE = 'Es ist etwas schief gegangen, bitte probiere es erneut.';

export interface NewsletterBoxProps {
  /** Heading level of the box title; the footer uses 2. */
  headingLevel?: 2 | 3;
}

/**
 * Newsletter sign-up in the footer (spec §5, §8; DESIGN §4 double opt-in). The address is checked before it is
 * sent; the hidden honeypot emailDoubleCheck is filled by the app with the same address (a bot that fills it
 * differently is dropped by the server). On failure the typed address stays.
 */
export function NewsletterBox({ headingLevel = 2 }: NewsletterBoxProps) {
  const { subscribe, isSubmitting } = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [emailDoubleCheck, setEmailDoubleCheck] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SubscribeNewsletterOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  function handleEmailChange(value: string) {
    setEmail(value);
    setEmailDoubleCheck(value);
    setValidationError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const error = validateNewsletterEmail(email);
    setOutcome(null);
    if (error) {
      setValidationError(error);
      inputRef.current?.focus();
      return;
    }
    const result = await subscribe({ newsletterEmail: email.trim(), emailDoubleCheck: emailDoubleCheck.trim() });
    setOutcome(result);
    if (result === 'success') {
      setEmail('');
      setEmailDoubleCheck('');
    }
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        Newsletter
      </Heading>
      <p className={styles.intro}>Neues von unseren Pflanzflächen auf Borneo und in Uganda – direkt in dein Postfach.</p>

      <Form className={styles.form} onSubmit={handleSubmit} validationBehavior="aria">
        <TextField
          className={styles.field}
          name="newsletterEmail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={handleEmailChange}
          isRequired
          isInvalid={validationError !== null}
          isDisabled={isSubmitting}
        >
          <Label className={styles.label}>E-Mail-Adresse</Label>
          <div className={styles.row}>
            <Input ref={inputRef} className={styles.input} placeholder="E-Mail-Adresse eingeben..." />
            <Button type="submit" className={styles.submit} isDisabled={isSubmitting}>
              Abonnieren
            </Button>
          </div>
          <FieldError className={styles.fieldError}>{validationError}</FieldError>
        </TextField>
        {/* Honeypot (spec §5): invisible, unreachable by keyboard and assistive technology; the app fills it itself. */}
        <input
          className={styles.honeypot}
          type="email"
          name="emailDoubleCheck"
          value={emailDoubleCheck}
          onChange={(event) => setEmailDoubleCheck(event.target.value)}
          tabIndex={-1}
          aria-hidden="true"
          autoComplete="off"
          disabled={isSubmitting}
        />
      </Form>

      {/* The live region is always there, so the success message is announced when it appears. */}
      <p role="status" className={styles.success}>
        {outcome === 'success' ? NEWSLETTER_SUCCESS : null}
      </p>
      {outcome === 'error' ? (
        <p role="alert" className={styles.failure}>
          {NEWSLETTER_FAILURE}
        </p>
      ) : null}

      <p className={styles.consent}>
        Wir schicken dir eine E-Mail, in der du deine Anmeldung bestätigst – erst dann bist du dabei. Abmelden kannst du
        dich jederzeit mit einem Klick. Mehr dazu im <Link to="/datenschutz">Datenschutz</Link>.
      </p>
    </section>
  );
}
