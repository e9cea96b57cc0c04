import { Suspense, useCallback } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { RecheckForResultQuery } from '../../__generated__/RecheckForResultQuery.graphql';
import type { RecheckForResultMutation } from '../../__generated__/RecheckForResultMutation.graphql';
import { germanDay } from '../../../server/core/domain/calendar/calendarDays';
import type { CalculatorResult } from './calculatorResult';
import { FootprintChange } from './FootprintChange';
import { RecheckOffer, type SwitchOutcome } from './RecheckOffer';

export interface RecheckForResultProps {
  result: CalculatorResult;
  /** The answers on the page differ from the saved result (a save is due). */
  dirty: boolean;
  saving: boolean;
}

/** The signed-in viewer's saved result (with the one before it) and running Abos. */
function RecheckData({ result, dirty, saving }: RecheckForResultProps) {
  const data = useLazyLoadQuery<RecheckForResultQuery>(
    graphql`
      query RecheckForResultQuery {
        calculator(country: "DE") @catch {
          state {
            co2EmissionTotal
            createdAt
            previousResult {
              co2EmissionTotal
              createdAt
            }
          }
        }
        getDonations(active: true, rhythm: [monthly]) {
          id
          donationId
          amount
          donationType
          endRequestedAt
          pendingAmountChange {
            amount
            donationType
            requestedAt
            dueBy
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [commit] = useMutation<RecheckForResultMutation>(graphql`
    mutation RecheckForResultMutation($donationId: ID!, $donationType: DonationType!, $amount: Float!) {
      changeAboAmount(donationId: $donationId, donationType: $donationType, amount: $amount) {
        id
        amount
        donationType
        treeUnitsRequested
        pendingAmountChange {
          amount
          donationType
          requestedAt
          dueBy
        }
      }
    }
  `);
  const saved = data.calculator?.ok ? data.calculator.value?.state : null;
  const abo = data.getDonations.find((d) => !d.endRequestedAt) ?? null;

  const onSwitch = useCallback(
    (donationId: string, donationType: string, amount: number) =>
      new Promise<SwitchOutcome>((resolve, reject) =>
        commit({
          variables: { donationId, donationType: donationType as never, amount },
          onCompleted: (response, errors) =>
            errors?.length
              ? reject(new Error(errors[0].message))
              : resolve(response.changeAboAmount.pendingAmountChange ? 'PENDING' : 'CHANGED'),
          onError: (error) => reject(new Error(germanMessage(error))),
        }),
      ),
    [commit],
  );

  // Everything changed today compares with the result from before today; an unchanged older result is itself.
  const savedToday = saved ? germanDay(new Date(saved.createdAt)) === germanDay(new Date()) : false;
  const previous = !saved ? null : savedToday ? (saved.previousResult ?? null) : dirty ? saved : null;

  return (
    <>
      {previous ? <FootprintChange totalTonnes={result.totalTonnes} previous={previous} /> : null}
      {abo ? (
        <RecheckOffer
          abo={{ ...abo, pendingAmountChange: abo.pendingAmountChange ?? null }}
          abos={result.abos}
          canSwitch={!dirty && !saving}
          onSwitch={(option) =>
            onSwitch(abo.donationId, `percent_${String(option.percent).padStart(3, '0')}`, option.eurPerMonth)
          }
        />
      ) : null}
    </>
  );
}

/** A failed request's German message (the server's, or a fixed one when it could not be reached). */
function germanMessage(error: Error): string {
  const source = (error as Error & { source?: { errors?: { message?: string }[] } }).source;
  return (
    source?.errors?.[0]?.message ??
    'Wir konnten dein Abo gerade nicht ändern. Dein Abo läuft unverändert weiter. Bitte versuche es gleich noch einmal.'
  );
}

/** The re-check beside a signed-in viewer's result (issue 26 §2): the change since the last result, the Abo switch. */
export function RecheckForResult(props: RecheckForResultProps) {
  return (
    <Suspense fallback={null}>
      <RecheckData {...props} />
    </Suspense>
  );
}
