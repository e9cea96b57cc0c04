import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TeamTaskCard_task$key } from '../../__generated__/TeamTaskCard_task.graphql';
import { addDays } from '../../../server/core/domain/calendar/calendarDays';
import { formatDate, formatDateTime } from '../../format/date';
import { formatEuro } from '../../format/number';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useCompleteTeamTask } from './useCompleteTeamTask';
import styles from './TeamTaskCard.module.css';

/** The day before an ISO day: a pause's last day without a debit. */
const dayBefore = (iso: string) => addDays(iso, -1);

export interface TeamTaskCardProps {
  task: TeamTaskCard_task$key;
  /** The secret from the link's fragment: it confirms the task. */
  secret: string;
}

/**
 * A team task behind its one-time link (issue 31 §2): what to do in the Twingle Manager, for which transaction, by
 * when — and „In Twingle erledigt“. A used link shows the task done; an expired one says where the new link is.
 */
export function TeamTaskCard({ task, secret }: TeamTaskCardProps) {
  const t = useFragment(
    graphql`
      fragment TeamTaskCard_task on TeamTask {
        id
        kind
        state
        requestedAt
        dueBy
        doneAt
        doneBy
        twingleTransactionId
        forest
        amount
        newAmount
        pauseFrom
        pauseUntil
      }
    `,
    task,
  );
  const { complete, isPending } = useCompleteTeamTask();
  const [problem, setProblem] = useState<string | null>(null);
  const pause =
    t.kind === 'PAUSE' && t.pauseFrom && t.pauseUntil
      ? `vom ${formatDate(t.pauseFrom)} bis einschließlich ${formatDate(dayBefore(t.pauseUntil))}, ab dem ${formatDate(t.pauseUntil)} wieder monatlich`
      : '';
  const what =
    t.kind === 'END'
      ? 'Abo beenden'
      : t.kind === 'PAUSE'
        ? 'Abo pausieren'
        : `Betrag ändern auf ${formatEuro(t.newAmount ?? 0)} im Monat`;
  return (
    <section className={styles.card} aria-labelledby="aufgabe">
      <h2 id="aufgabe" className={styles.title}>
        {what}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Twingle-Transaktion (trx_id)</dt>
          <dd className={styles.code}>{t.twingleTransactionId ?? '–'}</dd>
        </div>
        <div>
          <dt>Projekt</dt>
          <dd>{t.forest}</dd>
        </div>
        <div>
          <dt>Betrag bisher</dt>
          <dd>{formatEuro(t.amount)} im Monat</dd>
        </div>
        <div>
          <dt>Angefragt</dt>
          <dd>{formatDateTime(t.requestedAt)}</dd>
        </div>
        {t.kind === 'PAUSE' ? (
          <div>
            <dt>Keine Abbuchung</dt>
            <dd>{pause}</dd>
          </div>
        ) : null}
        <div>
          <dt>Zugesagt bis</dt>
          <dd>{formatDate(t.dueBy)}</dd>
        </div>
      </dl>
      {t.state === 'OPEN' ? (
        <>
          <p className={styles.text}>
            {t.kind === 'END'
              ? 'Suche im Twingle Manager die wiederkehrende Spende mit dieser Transaktions-ID und beende sie. Danach hier bestätigen: Der Spender bekommt dann seine Bestätigung, dass nichts mehr abgebucht wird.'
              : t.kind === 'PAUSE'
                ? `Suche im Twingle Manager die wiederkehrende Spende mit dieser Transaktions-ID und pausiere sie: keine Abbuchung ${pause}. Danach hier bestätigen: Der Spender bekommt dann seine Bestätigung.`
                : `Suche im Twingle Manager die wiederkehrende Spende mit dieser Transaktions-ID und ändere den Betrag auf ${formatEuro(t.newAmount ?? 0)}. Danach hier bestätigen: Der Spender bekommt dann seine Bestätigung.`}
          </p>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Button
            isPending={isPending}
            onPress={async () => {
              setProblem(await complete(t.id, secret));
            }}
          >
            In Twingle erledigt
          </Button>
        </>
      ) : t.state === 'DONE' && t.doneBy === 'OBSOLETE' ? (
        <p className={styles.done} role="status">
          Nicht mehr nötig (seit {formatDateTime(t.doneAt!)}): Das Abo wurde beendet, bevor die Aufgabe erledigt war.
          Bitte in Twingle nichts mehr ändern; der Spender bekommt dazu keine Mail.
        </p>
      ) : t.state === 'DONE' ? (
        <p className={styles.done} role="status">
          Erledigt am {formatDateTime(t.doneAt!)} –{' '}
          {t.doneBy === 'TWINGLE' ? 'Twingle hat es gemeldet.' : 'im Team bestätigt.'} Hier ist nichts mehr zu tun.
        </p>
      ) : (
        <p className={styles.expired} role="status">
          Dieser Link ist abgelaufen; die Aufgabe ist noch offen. Die neueste Erinnerungs-Mail an das Team enthält einen
          gültigen Link.
        </p>
      )}
    </section>
  );
}
