import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { AriaRouter } from '../../app/AriaRouter';
import { NEWSLETTER_FAILURE, NEWSLETTER_MAIL_ON_ITS_WAY, NEWSLETTER_SUCCESS } from './newsletterMessages';
import { validateNewsletterEmail } from './newsletterValidation';
import { useSubscribeNewsletter, type SubscribeNewsletterOutcome } from './useSubscribeNewsletter';
import styles from './NewsletterBox.module.css';

/** What happened in NewsletterBox's plain form before this one had loaded. */
export interface EarlyInput {
  email: string;
  /** The plain input had the focus. */
  focused: boolean;
  /** Abonnieren was pressed (or Enter). */
  submitted: boolean;
}

export interface NewsletterFormProps {
  /** Taken over once as the form mounts: the typed address, the focus and a submit. */
  early?: EarlyInput;
}

/**
 * The interactive part of the newsletter box (react-aria Form and TextField), loaded by <NewsletterBox> when the box
 * comes near the view or is about to be used. The address is checked before it is sent; the hidden honeypot emailDoubleCheck is filled by
 * the app with the same address (a bot that fills it differently is dropped by the server). On failure the typed
 * address stays.
 */
export function NewsletterForm({ early }: NewsletterFormProps) {
  const { subscribe, isSubmitting } = useSubscribeNewsletter();
  const [email, setEmail] = useState(() => early?.email ?? '');
  const [emailDoubleCheck, setEmailDoubleCheck] = useState(() => early?.email ?? '');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SubscribeNewsletterOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Nothing typed, focused or pressed in the plain form is lost: the focus moves here, a submit is sent now.
  useEffect(() => {
    if (!early) return;
    const { focused, submitted } = early;
    Object.assign(early, { focused: false, submitted: false });
    if (focused) inputRef.current?.focus();
    if (submitted) formRef.current?.requestSubmit();
  }, [early]);

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
    <AriaRouter>
      <Form ref={formRef} className={styles.form} onSubmit={handleSubmit} validationBehavior="aria">
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
            <Input ref={inputRef} className={styles.input} placeholder="E-Mail-Adresse eingeben…" />
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
      {outcome === 'success' ? <p className={styles.onItsWay}>{NEWSLETTER_MAIL_ON_ITS_WAY}</p> : null}
      {outcome === 'error' ? (
        <p role="alert" className={styles.failure}>
          {NEWSLETTER_FAILURE}
        </p>
      ) : null}
    </AriaRouter>
  );
}
