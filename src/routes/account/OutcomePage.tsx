import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ACCOUNT_BASE, pageByInternal } from '../../content/routes';
import { dueDay } from '../../../server/core/domain/teamTasks/workingDays';
import { Page } from '../../ui/Page';
import account from '../../features/account/accountPage.module.css';
import styles from './OutcomePage.module.css';

/** What the flow that ended an Abo or closed the account puts into the navigation state. */
export interface OutcomeState {
  done?: boolean;
  /** The account was deleted with its data (dropUser), not only closed. */
  dropped?: boolean;
  /** The Abo's end was accepted by the payment provider, which has still to confirm it. */
  pending?: boolean;
  /** The day the team promised to end it at Twingle by (yyyy-MM-dd), when the team does it. */
  dueBy?: string | null;
}

export interface OutcomePageProps {
  /** The success page (spec §2), e.g. '/user/cancel-subscription-success'. */
  internal: string;
  /** Where a visitor goes who opened the page without having just done it. */
  fallback: string;
}

/**
 * A success page ("Dein Abo ist beendet") says its news only right after the action that makes it true. Opened
 * directly — a bookmark, the history, a typed address — it would claim something false, so it sends the visitor to
 * the page where that thing actually is.
 */
export function OutcomePage({ internal, fallback }: OutcomePageProps) {
  const { state } = useLocation();
  if ((state as OutcomeState | null)?.done !== true) return <Navigate to={fallback} replace />;
  const page = pageByInternal(internal);
  const dropped = (state as OutcomeState).dropped === true && internal === '/user/cancel-account-success';
  const pending = (state as OutcomeState).pending === true && internal === '/user/cancel-subscription-success';
  return (
    <Page
      title={pending ? 'Abo wird beendet' : page.title}
      heading={pending ? 'Abo wird beendet' : page.heading}
      intro={pending ? pendingIntro((state as OutcomeState).dueBy ?? null) : page.intro}
    >
      <div className={styles.next}>
        {dropped ? (
          <p>
            Auch dein Konto selbst ist gelöscht. Spenden und Bestellungen bewahren wir ohne Namen, E-Mail-Adresse und
            Anschrift 10 Jahre auf, wie es das Steuerrecht verlangt.
          </p>
        ) : null}
        {NEXT[internal]}
      </div>
    </Page>
  );
}

/**
 * The end is asked for, not done: the team ends it in the Twingle Manager by a named day (issue 31 §2), or Twingle
 * confirms later (its endrecurring push). The page says only what is true now.
 */
const pendingIntro = (dueBy: string | null) =>
  dueBy
    ? `Unser Team beendet dein Abo von Hand bei Twingle, spätestens am ${dueDay(dueBy)}. Bis dahin läuft es weiter. Eine Bestätigung mit diesem Datum ist per E-Mail unterwegs; eine zweite folgt, sobald dein Abo beendet ist.`
    : 'Twingle hat die Beendigung angenommen und bestätigt sie noch. Bis dahin kann höchstens eine Abbuchung erfolgen, die schon unterwegs war; danach wird nichts mehr abgebucht. Sobald Twingle bestätigt, schreiben wir dir.';

/** What the success page says beyond its intro, and where to go from there. */
const NEXT: Record<string, ReactNode> = {
  '/user/cancel-subscription-success': (
    <>
      <p>
        Eine Bestätigung mit dem Datum deiner letzten Abbuchung bekommst du per E-Mail. Deine bisher gespendeten Bäume
        werden weiter gepflanzt; im Pflanzbuch siehst du, wo sie wachsen.
      </p>
      <p>
        <Link className={account.link} to={`${ACCOUNT_BASE}/abo-spenden`}>
          Zu „Abo & Spenden“
        </Link>
      </p>
    </>
  ),
  // The user is signed out now: the only way on is the public site.
  '/user/cancel-account-success': (
    <>
      <p>
        Wir haben deine persönlichen Daten gelöscht und deine laufenden Abos beendet. Die Bäume, die du gespendet hast,
        wachsen weiter. Du bist jetzt abgemeldet.
      </p>
      <p>
        <Link className={account.link} to="/">
          Zur Startseite
        </Link>
      </p>
    </>
  ),
};
