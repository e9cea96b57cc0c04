import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DialogTrigger, Label, RadioGroup, Text } from 'react-aria-components';
import { useLoadingWhile } from '../../app/feedback/globalLoading';
import { formatCount, formatEuro } from '../../format/number';
import { rateLimitOf, serverErrorsOf } from '../../relay/requestFailure';
import { Alert } from '../../ui/Alert';
import { AmountField } from '../../ui/AmountField';
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
import type { DonationType } from '../../../server/core/repositories/types';
import { DUE_WORKING_DAYS, dueDay, workingDaysAfter } from '../../../server/core/domain/teamTasks/workingDays';
import { TEAM_REGION } from '../../content/teamRegion';
import { amountError, percentOffers } from '../donation/donationOffers';
import { percentAboLabel } from './donationLabels';
import { requestErrorMessage } from '../privacy/requestErrorMessage';
import styles from './AboDialog.module.css';
import { useChangeAboAmount, type AboAmountOutcome } from './useChangeAboAmount';

export const CHANGE_FAILED =
  'Wir konnten dein Abo gerade nicht ändern. Dein Abo läuft unverändert weiter. Bitte versuche es gleich noch einmal.';

/** The running Abo as the dialog needs it. */
export interface ChangeableAbo {
  donationId: string;
  amount: number;
  donationType: string;
}

export interface ChangeAboAmountDialogProps {
  abo: ChangeableAbo;
  /** The donor's saved footprint in t CO₂ a year (the 50/100/150 % offers); null without a saved result. */
  footprintTonnes: number | null;
}

export interface ChangeAboAmountProps extends ChangeAboAmountDialogProps {
  /** False while a change waits for the team: no second one, but the status of the last one stays. */
  canChange: boolean;
  /** The secret of the mail's link „Abo verwalten“: changes this Abo without signing in. */
  manageLink?: string;
}

const CUSTOM = 'custom_abo';
const trees = (n: number) => `${formatCount(n)} ${n === 1 ? 'Baum' : 'Bäume'}`;

/**
 * „Betrag ändern“ on a running monthly Abo (issue 33 §2): a modal form (react-aria) offering 50/100/150 % of the saved
 * footprint or any amount from 5 €. Focus moves in and returns to the button; the form checks what the server checks
 * before sending. A refusal stays in the dialog (beside the amount, or as an alert); once accepted, the dialog closes,
 * a polite status says so, and the card shows the pending change with the team's day.
 */
export function ChangeAboAmountDialog({ abo, footprintTonnes, canChange, manageLink }: ChangeAboAmountProps) {
  const [isOpen, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<AboAmountOutcome | null>(null);
  const { change, isPending } = useChangeAboAmount();
  const status = useRef<HTMLParagraphElement>(null);
  useLoadingWhile(isPending, 'Wir geben deine Änderung an unser Team weiter …');
  // The button is gone while the change waits for the team: focus goes to what happened, not to the page's start.
  useEffect(() => {
    if (!outcome || canChange) return;
    const frame = requestAnimationFrame(() => status.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [outcome, canChange]);
  return (
    <DialogActions>
      {canChange ? (
        <DialogTrigger
          isOpen={isOpen}
          onOpenChange={(open) => {
            if (isPending) return;
            if (open) setOutcome(null);
            setOpen(open);
          }}
        >
          <Button variant="secondary">Betrag ändern</Button>
          <DialogFrame isDismissable={!isPending}>
            {({ close }) => (
              <ChangeAboAmountForm
                abo={abo}
                footprintTonnes={footprintTonnes}
                isPending={isPending}
                save={(type, amount) => change(abo.donationId, type, amount, manageLink)}
                onCancel={close}
                onSaved={(done) => {
                  setOpen(false);
                  setOutcome(done);
                }}
              />
            )}
          </DialogFrame>
        </DialogTrigger>
      ) : null}
      <DialogStatus ref={status}>
        {outcome === 'PENDING'
          ? 'Deine Änderung ist beantragt.'
          : outcome === 'CHANGED'
            ? 'Dein Abo ist geändert.'
            : null}
      </DialogStatus>
    </DialogActions>
  );
}

interface ChangeAboAmountFormProps extends ChangeAboAmountDialogProps {
  isPending: boolean;
  save: (donationType: DonationType, amount: number) => Promise<AboAmountOutcome>;
  onCancel: () => void;
  onSaved: (outcome: AboAmountOutcome) => void;
}

/** The dialog's content: mounted when it opens, so it starts afresh every time. */
function ChangeAboAmountForm({ abo, footprintTonnes, isPending, save, onCancel, onSaved }: ChangeAboAmountFormProps) {
  const offers = percentOffers(footprintTonnes);
  const [choice, setChoice] = useState<string>(CUSTOM);
  const [amount, setAmount] = useState<number | null>(null);
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The day as it is when the dialog opens; the server names the promised day on the card.
  const [due] = useState(() => dueDay(workingDaysAfter(new Date(), DUE_WORKING_DAYS, TEAM_REGION)));
  const isCurrent = (type: string, value: number) => type === abo.donationType && value === abo.amount;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const offer = offers.find((o) => o.donationType === choice);
    const type = (offer?.donationType ?? CUSTOM) as DonationType;
    const value = offer ? offer.amount : amount;
    if (!offer) {
      const problem =
        amountError(value) ??
        (value === abo.amount ? `Dein Abo hat schon diesen Betrag (${formatEuro(abo.amount)} im Monat).` : null);
      setAmountProblem(problem);
      if (problem) return;
    }
    try {
      onSaved(await save(type, value!));
    } catch (error) {
      const refused = describeFailure(error);
      if (refused.amount && !offer) setAmountProblem(refused.amount);
      setFailure(refused.amount && !offer ? null : (refused.amount ?? refused.message));
    }
  }

  return (
    <DialogForm onSubmit={handleSubmit} validationBehavior="aria">
      <DialogTitle>Betrag ändern</DialogTitle>
      <DialogNote>Dein Abo: {formatEuro(abo.amount)} im Monat.</DialogNote>
      <RadioGroup
        className={styles.group}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setFailure(null);
        }}
        isDisabled={isPending}
      >
        <Label className={styles.legend}>Neuer Betrag</Label>
        <RadioCardList>
          {offers.map((o) => (
            <RadioCard
              key={o.donationType}
              value={o.donationType}
              title={percentAboLabel(o.percent)}
              text={
                isCurrent(o.donationType, o.amount)
                  ? 'Das ist dein aktuelles Abo.'
                  : `${trees(o.treesPerMonth)} im Monat · ${formatEuro(o.amount)} / Monat`
              }
              isDisabled={isCurrent(o.donationType, o.amount)}
            />
          ))}
          <RadioCard value={CUSTOM} title="Eigener Betrag" text="Monatlich, ab 5 €" />
        </RadioCardList>
        {offers.length === 0 ? (
          <Text slot="description" className={styles.description}>
            Für die Prozent-Abos brauchen wir dein gespeichertes Ergebnis des CO₂-Rechners.
          </Text>
        ) : null}
      </RadioGroup>
      {choice === CUSTOM ? (
        <AmountField
          label="Betrag pro Monat"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountProblem(null);
          }}
          description="Mindestens 5 € – so viel kostet ein Baum."
          error={amountProblem}
          isDisabled={isPending}
        />
      ) : null}
      <DialogNote>
        Twingle bietet dafür keine Schnittstelle: Unser Team ändert den Betrag von Hand im Twingle Manager, spätestens
        am {due}. Bis dahin gilt der bisherige Betrag; wir schreiben dir, sobald er geändert ist.
      </DialogNote>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <DialogButtons>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Abbrechen
        </Button>
        <Button type="submit" isPending={isPending}>
          {isPending ? 'Wird geändert …' : 'Betrag ändern'}
        </Button>
      </DialogButtons>
    </DialogForm>
  );
}

/** The server's refusal: its word on the amount, or one German message (the provider, limits, the network). */
function describeFailure(error: unknown): { amount: string | null; message: string } {
  const limited = rateLimitOf(error);
  if (limited) return { amount: null, message: limited };
  for (const e of serverErrorsOf(error)) {
    if (e.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fields = (e.extensions.fields as Record<string, string> | undefined) ?? {};
    const text = fields.amount ?? Object.values(fields)[0] ?? e.message;
    return { amount: fields.amount ?? null, message: text };
  }
  return { amount: null, message: requestErrorMessage(error, CHANGE_FAILED) };
}
