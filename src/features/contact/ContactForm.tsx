import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { useNumberFormat } from '../../format/useNumberFormat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import type { FieldErrors } from '../auth/validation';
import type { ContactOutcome } from './contactOutcome';
import { checkContact, CONTACT_MAX, type ContactField, type ContactValues } from './contactValidation';
import { useSendContactEmail } from './useSendContactEmail';
import styles from './ContactForm.module.css';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * /kontakt: name, e-mail, optional subject and the message. The form checks everything the server would refuse
 * before sending; what the server still refuses shows at its field. The hidden honeypot emailDoubleCheck is filled
 * by the app with the same address: a bot that fills it differently sees the success message, and nothing is sent.
 */
export function ContactForm() {
  const { send, isSending } = useSendContactEmail();
  const format = useNumberFormat();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [emailDoubleCheck, setEmailDoubleCheck] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (invalidAttempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempt]);

  useEffect(() => {
    if (sentTo) thanksRef.current?.focus();
  }, [sentTo]);

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    isDisabled: isSending,
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (name === 'email') setEmailDoubleCheck(value);
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    setOutcome(null);
    const found = checkContact(values, format.count);
    setErrors(found);
    if (Object.keys(found).length > 0) return setInvalidAttempt((n) => n + 1);

    const result = await send({
      contactName: values.name.trim(),
      contactEmail: values.email.trim(),
      emailDoubleCheck: emailDoubleCheck.trim(),
      subject: values.subject.trim() || null,
      message: values.message.trim(),
    });
    setOutcome(result);
    if (result.kind === 'sent') {
      setSentTo({ name: values.name.trim(), email: values.email.trim() });
      setValues(EMPTY);
      setEmailDoubleCheck('');
    } else if (result.kind === 'invalid') {
      setErrors(result.fields);
      setInvalidAttempt((n) => n + 1);
    }
  }

  function writeAnother() {
    setSentTo(null);
    setOutcome(null);
  }

  if (sentTo) {
    return (
      <div className={styles.thanks}>
        <h2 ref={thanksRef} tabIndex={-1} className={styles.thanksTitle}>
          Danke, {sentTo.name}!
        </h2>
        <Alert tone="success">
          <p>
            Deine Nachricht ist bei uns angekommen und auf dem Weg zu unserem Team. Wir antworten dir so bald wie
            möglich an {sentTo.email}.
          </p>
        </Alert>
        <div>
          <Button variant="secondary" onPress={writeAnother}>
            Weitere Nachricht schreiben
          </Button>
        </div>
      </div>
    );
  }

  const problem =
    outcome?.kind === 'failed' || outcome?.kind === 'rateLimited'
      ? outcome.message
      : outcome?.kind === 'invalid'
        ? outcome.message
        : undefined;

  return (
    <Form
      ref={formRef}
      className={styles.form}
      aria-label="Kontaktformular"
      onSubmit={handleSubmit}
      validationBehavior="aria"
    >
      <div className={styles.fields}>
        <TextField label="Name" autoComplete="name" isRequired {...field('name')} />
        <TextField label="E-Mail-Adresse" type="email" autoComplete="email" isRequired {...field('email')} />
        <TextField label="Betreff (optional)" autoComplete="off" {...field('subject')} />
        <TextAreaField
          label="Nachricht"
          isRequired
          description={`Höchstens ${format.count(CONTACT_MAX.message)} Zeichen.`}
          {...field('message')}
        />
      </div>
      {/* Honeypot: invisible, unreachable by keyboard and assistive technology; the app fills it itself. */}
      <input
        className={styles.honeypot}
        type="email"
        name="emailDoubleCheck"
        value={emailDoubleCheck}
        onChange={(event) => setEmailDoubleCheck(event.target.value)}
        tabIndex={-1}
        aria-hidden="true"
        autoComplete="off"
        disabled={isSending}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p className={styles.privacy}>
        Wir nutzen deine Angaben nur, um dir zu antworten. Mehr dazu in der{' '}
        <Link to="/datenschutz#kontakt">Datenschutzerklärung</Link>.
      </p>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSending}>
          {isSending ? 'Wird gesendet …' : 'Nachricht senden'}
        </Button>
      </div>
    </Form>
  );
}
