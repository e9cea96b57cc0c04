import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DialogTrigger, FieldError, Label, RadioGroup } from 'react-aria-components';
import { useLoadingWhile } from '../../app/feedback/globalLoading';
import { formatDate } from '../../format/date';
import { formatEuro } from '../../format/number';
import { rateLimitOf, serverErrorsOf } from '../../relay/requestFailure';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import {
  DialogActions,
  DialogButtons,
  DialogForm,
  DialogFrame,
  DialogNote,
  DialogStatus,
  DialogTitle,
} from '../../ui/DialogFrame';
import { RadioCard, RadioCardList } from '../../ui/RadioCard';
import { PAUSE_MONTHS } from '../../../server/core/domain/donations/aboPause';
import { addDays, addMonths } from '../../../server/core/domain/calendar/calendarDays';
import { DUE_WORKING_DAYS, dueDay, workingDaysAfter } from '../../../server/core/domain/teamTasks/workingDays';
import { TEAM_REGION } from '../../content/teamRegion';
import { requestErrorMessage } from '../privacy/requestErrorMessage';
import styles from './AboDialog.module.css';
import { usePauseAbo } from './usePauseAbo';

export const PAUSE_FAILED =
  'Wir konnten die Pause gerade nicht beantragen. Dein Abo läuft unverändert weiter. Bitte versuche es gleich noch einmal.';

export interface PauseAboDialogProps {
  abo: { donationId: string; amount: number };
  /** False while a pause is asked for or running: no second one, but the status of the last request stays. */
  canPause: boolean;
  /** The secret of the mail's link „Abo verwalten“: pauses this Abo without signing in. */
  manageLink?: string;
}

const monthsLabel = (n: number) => `${n} ${n === 1 ? 'Monat' : 'Monate'}`;
/** The day before an ISO day: the pause's last day without a debit. */
const dayBefore = (iso: string) => addDays(iso, -1);

/**
 * „Abo pausieren“ on a running monthly Abo (issue 33 §2): a modal form (react-aria) with 1–6 months, each naming its
 * days. The team pauses the Abo in the Twingle Manager from the promised day; the card then shows „Pause beantragt“,
 * and „Pausiert bis …“ once the team confirmed. A refusal stays in the dialog; focus moves to the status afterwards.
 */
export function PauseAboDialog({ abo, canPause, manageLink }: PauseAboDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const { pause, isPending } = usePauseAbo();
  const status = useRef<HTMLParagraphElement>(null);
  useLoadingWhile(isPending, 'Wir geben deine Pause an unser Team weiter …');
  // The button is gone while the pause waits for the team: focus goes to what happened, not to the page's start.
  useEffect(() => {
    if (!done || canPause) return;
    const frame = requestAnimationFrame(() => status.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [done, canPause]);
  return (
    <DialogActions>
      {canPause ? (
        <DialogTrigger
          isOpen={isOpen}
          onOpenChange={(open) => {
            if (isPending) return;
            if (open) setDone(false);
            setOpen(open);
          }}
        >
          <Button variant="secondary">Abo pausieren</Button>
          <DialogFrame isDismissable={!isPending}>
            {({ close }) => (
              <PauseAboForm
                abo={abo}
                isPending={isPending}
                save={(months) => pause(abo.donationId, months, manageLink)}
                onCancel={close}
                onSaved={() => {
                  setOpen(false);
                  setDone(true);
                }}
              />
            )}
          </DialogFrame>
        </DialogTrigger>
      ) : null}
      <DialogStatus ref={status}>{done ? 'Deine Pause ist beantragt.' : null}</DialogStatus>
    </DialogActions>
  );
}

interface PauseAboFormProps {
  abo: PauseAboDialogProps['abo'];
  isPending: boolean;
  save: (months: number) => Promise<void>;
  onCancel: () => void;
  onSaved: () => void;
}

/** The dialog's content: mounted when it opens, so it starts afresh every time. */
function PauseAboForm({ abo, isPending, save, onCancel, onSaved }: PauseAboFormProps) {
  // The team's day as it is when the dialog opens: the pause starts then (the server counts again).
  const [from] = useState(() => workingDaysAfter(new Date(), DUE_WORKING_DAYS, TEAM_REGION));
  const [months, setMonths] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!months) {
      setProblem('Bitte wähle, wie lange dein Abo pausieren soll.');
      return;
    }
    try {
      await save(Number(months));
      onSaved();
    } catch (error) {
      const limited = rateLimitOf(error);
      const refused = serverErrorsOf(error).find((e) => e.extensions?.code === 'BAD_USER_INPUT');
      const fields = (refused?.extensions?.fields as Record<string, string> | undefined) ?? {};
      setFailure(
        limited ??
          fields.months ??
          Object.values(fields)[0] ??
          refused?.message ??
          requestErrorMessage(error, PAUSE_FAILED),
      );
    }
  }

  return (
    <DialogForm onSubmit={handleSubmit} validationBehavior="aria">
      <DialogTitle>Abo pausieren</DialogTitle>
      <DialogNote>
        Während der Pause bucht Twingle nichts ab; danach läuft dein Abo wieder mit {formatEuro(abo.amount)} im Monat.
      </DialogNote>
      <RadioGroup
        className={styles.group}
        value={months}
        onChange={(value) => {
          setMonths(value);
          setProblem(null);
          setFailure(null);
        }}
        isDisabled={isPending}
        isInvalid={Boolean(problem)}
        validationBehavior="aria"
      >
        <Label className={styles.legend}>Wie lange?</Label>
        <RadioCardList>
          {PAUSE_MONTHS.map((n) => (
            <RadioCard
              key={n}
              value={String(n)}
              title={monthsLabel(n)}
              text={`wieder ab ${formatDate(addMonths(from, n))}`}
            />
          ))}
        </RadioCardList>
        <FieldError className={styles.error}>{problem}</FieldError>
      </RadioGroup>
      {months ? (
        <DialogNote>
          Keine Abbuchung vom {formatDate(from)} bis {formatDate(dayBefore(addMonths(from, Number(months))))}.
        </DialogNote>
      ) : null}
      <DialogNote>
        Twingle bietet dafür keine Schnittstelle: Unser Team pausiert dein Abo von Hand im Twingle Manager, spätestens
        am {dueDay(from)}. Bis dahin läuft es weiter; wir schreiben dir, sobald es pausiert ist.
      </DialogNote>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <DialogButtons>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Abbrechen
        </Button>
        <Button type="submit" isPending={isPending}>
          {isPending ? 'Wird beantragt …' : 'Abo pausieren'}
        </Button>
      </DialogButtons>
    </DialogForm>
  );
}
