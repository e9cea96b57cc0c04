import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { lazyPart, useLazyPart } from '../../app/lazyPart';
import { loadRelay } from '../../relay/sessionEnvironment';
import type { EarlyInput } from './NewsletterForm';
import styles from './NewsletterBox.module.css';

export { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS } from './newsletterMessages';

/**
 * The form (react-aria Form and TextField, the mutation with Relay): its own chunk, fetched when the box comes near
 * the view or is about to be used — not with the page.
 */
const newsletterForm = lazyPart('Newsletter-Formular', () =>
  Promise.all([import('./NewsletterForm'), loadRelay()]).then(([module]) => module.NewsletterForm),
);

/**
 * Loads the interactive form now (Storybook's loaders): a story then starts with it instead of racing its arrival —
 * a click on the plain form's button in the moment the real form replaces it would reach a removed element.
 */
export async function loadNewsletterForm(): Promise<void> {
  await newsletterForm.load();
}

/** How far below the view the box may be when its form starts loading. */
const NEAR_VIEW = '300px 0px';

export interface NewsletterBoxProps {
  /** Heading level of the box title; the footer uses 2. */
  headingLevel?: 2 | 3;
}

/**
 * Newsletter sign-up in the footer (spec §5, §8; docs/architecture.md §4 double opt-in). Heading, text, the consent note and a plain
 * form of the same markup render with the page (the same on the server and in the browser); the interactive form
 * (NewsletterForm) loads when the box comes near the view, the pointer enters it or something in it gets the focus,
 * and takes the plain form's place — with what was typed, the focus, and a submit that came before it.
 */
export function NewsletterBox({ headingLevel = 2 }: NewsletterBoxProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // 0: not wanted yet. Every later wish (near the view, pointer, focus) tries again should loading have failed.
  const [request, setRequest] = useState(0);
  const Form = useLazyPart(newsletterForm, request);
  const wake = Form ? undefined : () => setRequest((n) => n + 1);
  const boxRef = useRef<HTMLElement>(null);
  // What happened in the plain form before the real one was there; the real one takes it over once.
  const early = useRef<EarlyInput>({ email: '', focused: false, submitted: false });

  useEffect(() => {
    const box = boxRef.current;
    if (Form || !box || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setRequest((n) => n + 1);
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [Form]);

  return (
    <section ref={boxRef} className={styles.box} aria-labelledby={headingId} onPointerEnter={wake} onFocus={wake}>
      <Heading id={headingId} className={styles.title}>
        Newsletter
      </Heading>
      <p className={styles.intro}>
        Neues von unseren Pflanzflächen auf Borneo und in Uganda – direkt in dein Postfach.
      </p>

      {Form ? (
        <Form early={early.current} />
      ) : (
        <PlainForm early={early.current} onWake={() => setRequest((n) => n + 1)} />
      )}

      <p className={styles.consent}>
        Wir schicken dir eine E-Mail, in der du deine Anmeldung bestätigst – erst dann bist du dabei. Abbestellen kannst
        du den Newsletter jederzeit mit einem Klick. Mehr dazu im <Link to="/datenschutz">Datenschutz</Link>.
      </p>
    </section>
  );
}

export interface PlainFormProps {
  early: EarlyInput;
  onWake: () => void;
}

/**
 * The form before its code is there: the same elements and classes as NewsletterForm's react-aria markup, usable by
 * keyboard and pointer with the usual focus ring. Nothing is sent from it: typing, the focus and a submit are noted
 * for the real form, which follows at once.
 */
export function PlainForm({ early, onWake }: PlainFormProps) {
  const inputId = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    early.submitted = true;
    onWake();
  }
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          E-Mail-Adresse
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="email"
            name="newsletterEmail"
            autoComplete="email"
            aria-required="true"
            placeholder="E-Mail-Adresse eingeben…"
            onChange={(event) => {
              early.email = event.target.value;
            }}
            onFocus={() => {
              early.focused = true;
            }}
            onBlur={() => {
              early.focused = false;
            }}
          />
          <button type="submit" className={styles.submit}>
            Abonnieren
          </button>
        </div>
      </div>
    </form>
  );
}
