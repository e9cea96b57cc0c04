import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReceiptsSection_overview$key } from '../../__generated__/ReceiptsSection_overview.graphql';
import { projectById } from '../../content/projects';
import { formatDateTime } from '../../format/date';
import { formatEuro } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import { serverErrorsOf } from '../../relay/requestFailure';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { donationTypeLabel } from '../account/donationLabels';
import accountStyles from '../account/accountPage.module.css';
import { requestErrorMessage } from '../privacy/requestErrorMessage';
import { ReceiptAddressForm } from './ReceiptAddressForm';
import { germanYear } from '../../../server/core/domain/calendar/calendarDays';
import styles from './ReceiptsSection.module.css';
import { savePdf } from './savePdf';
import { useIssueAnnualReceipt } from './useIssueAnnualReceipt';
import { useIssueReceipt, type IssuedReceipt } from './useIssueReceipt';

/** A gift's tax year: its calendar year in Germany, as the server counts it (domain/receipts). */
const taxYearOf = (iso: string) => germanYear(new Date(iso));

const ISSUE_FAILED =
  'Die Bestätigung konnte gerade nicht erstellt werden. Bitte versuche es in ein paar Minuten erneut.';

export interface ReceiptsSectionProps {
  overview: ReceiptsSection_overview$key;
  /** Reloads the overview (after a Sammelbestätigung replaced single receipts). */
  onChanged: () => void;
}

/**
 * „Zuwendungsbestätigungen“ in Abo & Spenden (issue 24): a PDF for each paid gift and, from 1 January, the past year's
 * Sammelbestätigung. Without a postal address the section asks for it first. The server numbers and keeps each
 * receipt, so downloading again gives the same document.
 */
export function ReceiptsSection({ overview, onChanged }: ReceiptsSectionProps) {
  const data = useFragment(
    graphql`
      fragment ReceiptsSection_overview on ReceiptOverview {
        addressComplete
        gifts {
          id
          orderId
          donatedAt
          amount
          donationType
          project
          annualReceiptNumber
        }
        years {
          id
          year
          total
          giftCount
          receiptNumber
        }
      }
    `,
    overview,
  );
  const single = useIssueReceipt();
  const annual = useIssueAnnualReceipt();
  const [addressSaved, setAddressSaved] = useState(false);
  const [askAddress, setAskAddress] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const needsAddress = askAddress || (!data.addressComplete && !addressSaved);
  const thisYear = new Date().getFullYear();

  const format = useNumberFormat();
  const spenden = (n: number) => (n === 1 ? '1 Spende' : `${format.count(n)} Spenden`);
  // Past years whose Sammelbestätigung can be had but has not been: their gifts' single receipts it will replace.
  const annualPending = new Set(data.years.filter((y) => !y.receiptNumber).map((y) => y.year));

  async function download(key: string, issue: () => Promise<IssuedReceipt>, replaces?: string) {
    setBusy(key);
    setFailure(null);
    setSaved(null);
    try {
      const receipt = await issue();
      savePdf(receipt.fileName, receipt.pdfBase64);
      setSaved(`Zuwendungsbestätigung ${receipt.number} heruntergeladen.${replaces ? ` ${replaces}` : ''}`);
      if (replaces) onChanged();
    } catch (error) {
      if (serverErrorsOf(error).some((e) => (e.extensions?.fields as Record<string, string> | undefined)?.address))
        setAskAddress(true);
      else setFailure(requestErrorMessage(error, ISSUE_FAILED));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={accountStyles.group} aria-labelledby="zuwendungsbestaetigungen">
      <h2 id="zuwendungsbestaetigungen" className={accountStyles.groupTitle}>
        Zuwendungsbestätigungen
      </h2>
      <p className={accountStyles.empty}>
        Für jede Zahlung bekommst du hier eine Zuwendungsbestätigung als PDF für dein Finanzamt; bis 300 € genügt sie
        zusammen mit deinem Kontoauszug. Ab dem 1. Januar gibt es die Sammelbestätigung für das Vorjahr – sie ersetzt
        die einzelnen Bestätigungen des Vorjahres. Bei jeder Spende steht, welche Bestätigung für sie gilt.
      </p>
      {needsAddress && data.gifts.length > 0 ? (
        <ReceiptAddressForm
          onSaved={() => {
            setAddressSaved(true);
            setAskAddress(false);
          }}
        />
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {saved ? (
        <p role="status" className={styles.saved}>
          {saved}
        </p>
      ) : null}
      {data.gifts.length === 0 ? (
        <p className={accountStyles.empty}>Noch keine Spenden, für die wir eine Bestätigung ausstellen können.</p>
      ) : (
        <>
          <h3 className={styles.subTitle}>Sammelbestätigungen</h3>
          {data.years.length === 0 ? (
            <p className={accountStyles.empty}>
              Die Sammelbestätigung für {thisYear} gibt es ab dem 1. Januar {thisYear + 1}.
            </p>
          ) : (
            <ul className={styles.rows}>
              {data.years.map((y) => (
                <li key={y.id} className={styles.row}>
                  <span>
                    <strong>{y.year}</strong>: {spenden(y.giftCount)}, zusammen {formatEuro(y.total)}
                    {y.receiptNumber ? ` · Nr. ${y.receiptNumber}` : ''}
                    {y.receiptNumber ? null : (
                      <span className={styles.replaces}>
                        Ersetzt die einzelnen Bestätigungen dieser {spenden(y.giftCount)}.
                      </span>
                    )}
                  </span>
                  <Button
                    variant="secondary"
                    isDisabled={needsAddress || (busy !== null && busy !== y.id)}
                    isPending={busy === y.id}
                    onPress={() =>
                      void download(
                        y.id,
                        () => annual.issue(y.year),
                        `Sie gilt für deine ${spenden(y.giftCount)} aus ${y.year} und ersetzt ihre einzelnen Bestätigungen.`,
                      )
                    }
                  >
                    {`Sammelbestätigung ${y.year} (PDF)`}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h3 className={styles.subTitle}>Einzelne Spenden</h3>
          <ul className={styles.rows}>
            {data.gifts.map((g) => {
              const what = `${donationTypeLabel(g.donationType)} vom ${formatDateTime(g.donatedAt)} über ${formatEuro(g.amount)}`;
              const year = taxYearOf(g.donatedAt);
              return (
                <li key={g.id} className={styles.row}>
                  <span>
                    {what}
                    <span className={styles.project}> · {projectById(g.project)?.longLocation ?? g.project}</span>
                    {!g.annualReceiptNumber && annualPending.has(year) ? (
                      <span className={styles.replaces}>
                        Wird durch die Sammelbestätigung {year} ersetzt, sobald sie ausgestellt ist.
                      </span>
                    ) : null}
                  </span>
                  {g.annualReceiptNumber ? (
                    <span className={styles.covered}>in Sammelbestätigung {g.annualReceiptNumber}</span>
                  ) : (
                    <Button
                      variant="secondary"
                      isDisabled={needsAddress || (busy !== null && busy !== g.id)}
                      isPending={busy === g.id}
                      onPress={() => void download(g.id, () => single.issue(g.orderId))}
                    >
                      PDF
                      <span className={styles.visuallyHidden}>Zuwendungsbestätigung für {what}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
