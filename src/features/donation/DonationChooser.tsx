import { NumberParser } from '@internationalized/number';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldError, Group, Input, Label, NumberField, RadioGroup, Text } from 'react-aria-components';
import { Link } from 'react-router-dom';
import type { DonationType } from '../../../server/core/repositories/types';
import { useRadioChosenBeforeHydration, useTypedBeforeHydration } from '../../ssr/inputBeforeHydrationHooks';
import { PROJECTS, type Project } from '../../content/projects';
import { formatEuro } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import { perMonthLabel, percentAboLabel, treesLabel as trees } from '../account/donationLabels';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RadioCard, RadioCardList } from '../../ui/RadioCard';
import { aboSentence, pledgeSentence } from '../../../server/core/domain/co2/claims';
import { amountError, percentOffers, rhythmFor, treesFor, type PercentOffer } from './donationOffers';
import { emptyGift, giftDraftErrors, giftInput, type GiftDraft, type GiftErrors } from '../gifts/giftDraft';
import { GiftOption } from './GiftOption';
import { TreePresets } from './TreePresets';
import { focusFirstInvalid } from './focusFirstInvalid';
import { OptionalPart } from '../../app/feedback/OptionalPart';
import { giftToday } from '../gifts/giftDays';
import { PROJECTS as PLACES } from '../../../server/core/domain/projects';
import type { IntentOutcome } from './intentOutcome';
import type { PaymentChoice } from './useCreatePaymentIntent';
import styles from './DonationChooser.module.css';

export interface DonationChooserProps {
  /** The project page's donation page fixes the project; /spenden lets the donor choose. */
  fixedProject: Project | null;
  /** Preselected on /spenden: the project page the visitor came from to the calculator's Abo (unknown ids ignored). */
  initialProject?: string | null;
  /** t CO₂ per year from the calculator (account or this browser); null: no footprint yet. */
  footprintTonnes: number | null;
  /** Preselected kind, e.g. `?abo=percent_100` from the calculator. */
  initialType: DonationType | null;
  /** Gifts need an account: guests are asked to sign in first. */
  signedIn: boolean;
  /** The signed-in donor's name as a gift's certificate prints it (its preview); „Jemand“ without one. */
  giverName?: string;
  onSubmit: (choice: PaymentChoice) => Promise<IntentOutcome>;
  isSubmitting: boolean;
}

const GIFT_UNAVAILABLE =
  'Verschenken geht in diesem Browser gerade nicht. Deine Spende kannst du trotzdem wie gewohnt abschließen.';
const DEFAULT_AMOUNT: Record<'custom_abo' | 'custom_one_time', number> = { custom_abo: 10, custom_one_time: 25 };
const AMOUNT_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

function firstType(initial: DonationType | null, offers: PercentOffer[]): DonationType {
  if (initial && (initial.startsWith('percent_') ? offers.some((o) => o.donationType === initial) : true))
    return initial;
  // Someone who asked for a percent Abo without a footprint still wants a monthly donation.
  if (initial?.startsWith('percent_')) return 'custom_abo';
  return offers.length > 0 ? 'percent_100' : 'custom_one_time';
}

/** Project, kind and amount of a donation, with what it plants and binds; „Weiter zur Zahlung“ starts the payment. */
export function DonationChooser({
  fixedProject,
  initialProject = null,
  footprintTonnes,
  initialType,
  signedIn,
  giverName = 'Jemand',
  onSubmit,
  isSubmitting,
}: DonationChooserProps) {
  const offers = percentOffers(footprintTonnes);
  const format = useNumberFormat();
  const [project, setProject] = useState<string | null>(
    fixedProject?.id ?? (PROJECTS.some((p) => p.id === initialProject) ? initialProject : null),
  );
  const [type, setType] = useState<DonationType>(() => firstType(initialType, offers));
  const [amounts, setAmounts] = useState<Record<'custom_abo' | 'custom_one_time', number | null>>({
    ...DEFAULT_AMOUNT,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [serverAmountError, setServerAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isGift, setIsGift] = useState(false);
  // Null when this browser cannot tell today's date in Germany: then the gift option says so, the rest stands.
  const [today] = useState(giftToday);
  const [giftBroken, setGiftBroken] = useState(today === null);
  const [giftDraft, setGiftDraft] = useState<GiftDraft>(() => emptyGift(today));
  const [serverGiftErrors, setServerGiftErrors] = useState<GiftErrors>({});
  const form = useRef<HTMLFormElement>(null);
  // Bumped when „Weiter zur Zahlung“ finds a problem: focus (and the view) go to the first field that shows one.
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  useEffect(() => {
    if (invalidSubmits > 0) focusFirstInvalid(form.current);
  }, [invalidSubmits]);

  const offer = offers.find((o) => o.donationType === type);
  const custom = type === 'custom_abo' || type === 'custom_one_time' ? type : null;
  const amount = offer ? offer.amount : custom ? amounts[custom] : null;
  const rhythm = rhythmFor(type);
  const amountProblem = custom ? (serverAmountError ?? amountError(amount)) : null;
  const projectProblem = project ? null : 'Bitte wähle ein Projekt.';
  // A gift is a one-time donation; choosing an Abo keeps what was typed for the gift but does not send it.
  const giving = signedIn && isGift && !giftBroken && type === 'custom_one_time';
  const giftErrors: GiftErrors = giving
    ? { ...(showErrors ? giftDraftErrors(giftDraft, today!) : {}), ...serverGiftErrors }
    : {};
  const treeCount = amount !== null && !amountError(amount) ? treesFor(amount) : 0;
  const percentAskedWithoutFootprint = initialType?.startsWith('percent_') && offers.length === 0;
  // A project, a kind and an amount chosen on the prerendered page before it was taken over. The effects run in this
  // order, so an amount typed after picking „Wunschabo“ there is the monthly amount.
  const projectGroup = useRef<HTMLDivElement>(null);
  const typeGroup = useRef<HTMLDivElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const latestType = useRef(type);
  useRadioChosenBeforeHydration(projectGroup, setProject);
  useRadioChosenBeforeHydration(typeGroup, chooseType);
  useTypedBeforeHydration(amountInput, (text) => {
    // Read as the field itself reads German input.
    const typed = new NumberParser('de-DE', AMOUNT_FORMAT).parse(text);
    const kind = latestType.current;
    if ((kind === 'custom_abo' || kind === 'custom_one_time') && !Number.isNaN(typed))
      setAmounts((all) => ({ ...all, [kind]: typed }));
  });

  function chooseType(value: string) {
    latestType.current = value as DonationType;
    setType(value as DonationType);
    setServerAmountError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFormError(null);
    setServerGiftErrors({});
    const giftProblems = giving ? giftDraftErrors(giftDraft, today!) : {};
    if (projectProblem || amountProblem || amount === null || Object.keys(giftProblems).length > 0) {
      setInvalidSubmits((n) => n + 1);
      return;
    }
    const outcome = await onSubmit({
      project: project!,
      donationType: type,
      amount,
      gift: giving ? giftInput(giftDraft) : null,
    });
    if (outcome.kind === 'invalid') {
      if (outcome.amount) setServerAmountError(outcome.amount);
      else if (outcome.gift) {
        setServerGiftErrors(outcome.gift);
        if (outcome.gift.form) setFormError(outcome.gift.form);
      } else setFormError(outcome.message ?? 'Bitte prüfe deine Auswahl.');
      setInvalidSubmits((n) => n + 1);
    } else if (outcome.kind === 'rateLimited' || outcome.kind === 'failed') setFormError(outcome.message);
  }

  return (
    <form ref={form} className={styles.chooser} onSubmit={submit} noValidate aria-labelledby="donation-chooser-heading">
      <h2 id="donation-chooser-heading" className={styles.heading}>
        {fixedProject ? `Deine Spende für ${fixedProject.shortTitle}` : 'Deine Spende'}
      </h2>

      {fixedProject ? null : (
        <RadioGroup
          ref={projectGroup}
          className={styles.group}
          value={project}
          onChange={setProject}
          isInvalid={showErrors && Boolean(projectProblem)}
          validationBehavior="aria"
        >
          <Label className={styles.legend}>Für welches Projekt?</Label>
          <RadioCardList>
            {PROJECTS.map((p) => (
              <RadioCard key={p.id} value={p.id} title={p.title} text={p.longLocation} />
            ))}
          </RadioCardList>
          <FieldError className={styles.error}>{projectProblem}</FieldError>
        </RadioGroup>
      )}

      {offers.length === 0 ? (
        <div className={styles.hint}>
          {percentAskedWithoutFootprint ? (
            <p>Für ein Abo nach deinem Fußabdruck brauchen wir dein Ergebnis aus dem CO₂-Rechner.</p>
          ) : null}
          <p>
            Berechne deinen CO₂-Fußabdruck, dann schlagen wir dir ein Abo vor, das 50, 100 oder 150 % davon bindet.{' '}
            <Link to="/co2-rechner" className={styles.link}>
              CO₂-Fußabdruck berechnen
            </Link>
          </p>
        </div>
      ) : (
        <p className={styles.footprint}>Dein CO₂-Fußabdruck: {format.tonnes(footprintTonnes!)} t CO₂ im Jahr.</p>
      )}

      <RadioGroup ref={typeGroup} className={styles.group} value={type} onChange={chooseType}>
        <Label className={styles.legend}>Wie möchtest du spenden?</Label>
        <RadioCardList>
          {offers.map((o) => (
            <RadioCard
              key={o.donationType}
              value={o.donationType}
              title={percentAboLabel(o.percent)}
              text={`${trees(o.treesPerMonth, format)} im Monat · ${perMonthLabel(formatEuro(o.amount))}`}
            />
          ))}
          <RadioCard value="custom_abo" title="Wunschabo" text="Monatlich, Betrag frei wählbar" />
          <RadioCard value="custom_one_time" title="Einmalige Spende" text="Einmal, Betrag frei wählbar" />
        </RadioCardList>
      </RadioGroup>

      {custom ? (
        <NumberField
          key={custom}
          className={styles.amountField}
          value={amounts[custom] ?? NaN}
          onChange={(value) => {
            setAmounts((all) => ({ ...all, [custom]: Number.isNaN(value) ? null : value }));
            setServerAmountError(null);
          }}
          minValue={0}
          step={0.01}
          formatOptions={AMOUNT_FORMAT}
          isInvalid={showErrors && Boolean(amountProblem)}
          validationBehavior="aria"
        >
          <Label className={styles.legend}>{custom === 'custom_abo' ? 'Betrag pro Monat' : 'Betrag'}</Label>
          <Group className={styles.amountGroup}>
            <Input ref={amountInput} className={styles.amountInput} />
          </Group>
          <Text slot="description" className={styles.description}>
            Mindestens 5 € – so viel kostet ein Baum.
          </Text>
          <FieldError className={styles.error}>{amountProblem}</FieldError>
        </NumberField>
      ) : null}
      {type === 'custom_one_time' ? (
        <OptionalPart unavailable="Die Vorschläge lassen sich gerade nicht zeigen. Gib den Betrag bitte oben ein.">
          <TreePresets
            amount={amounts.custom_one_time}
            onChoose={(chosen) => {
              setAmounts((all) => ({ ...all, custom_one_time: chosen }));
              setServerAmountError(null);
            }}
          />
        </OptionalPart>
      ) : null}

      {type === 'custom_one_time' && giftBroken ? (
        <Alert tone="info">{GIFT_UNAVAILABLE}</Alert>
      ) : type === 'custom_one_time' ? (
        <OptionalPart unavailable={GIFT_UNAVAILABLE} onError={() => setGiftBroken(true)}>
          <GiftOption
            signedIn={signedIn}
            isGift={isGift}
            onIsGiftChange={setIsGift}
            draft={giftDraft}
            onDraftChange={(draft) => {
              setGiftDraft(draft);
              setServerGiftErrors({});
            }}
            errors={giftErrors}
            preview={{
              giverName,
              atForest: PLACES.find((p) => p.id === project)?.atForest ?? null,
              treeCount,
            }}
          />
        </OptionalPart>
      ) : null}

      <p className={styles.summary} aria-live="polite">
        {treeCount > 0
          ? rhythm === 'monthly'
            ? `${trees(treeCount, format)} im Monat für ${formatEuro(amount!)}. ${aboSentence(treeCount, footprintTonnes, { locale: format.locale })}`
            : `${trees(treeCount, format)} für ${formatEuro(amount!)}${giving && giftDraft.recipientName.trim() ? ` als Geschenk für ${giftDraft.recipientName.trim()}` : ''}. ${pledgeSentence(treeCount, format.locale)}`
          : 'Wähle einen Betrag ab 5 €.'}
      </p>

      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          Weiter zur Zahlung
        </Button>
        <p className={styles.note}>
          Die Zahlung läuft sicher über unseren Partner Twingle. Ein Abo kannst du jederzeit beenden.
        </p>
      </div>
    </form>
  );
}
