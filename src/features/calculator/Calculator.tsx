import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Calculator_model$key } from '../../__generated__/Calculator_model.graphql';
import { useSession } from '../../auth/session';
import { calculatorStore, useCalculatorState } from './calculatorStore';
import { catalogFromModel } from './catalogFromModel';
import { CalculatorView } from './CalculatorView';
import { RecheckForResult } from './RecheckForResult';
import { useAnswersChosenBeforeHydration } from './useAnswersChosenBeforeHydration';
import { useCalculatorPersistence } from './useCalculatorPersistence';
import { useCalculatorSync } from './useCalculatorSync';

export interface CalculatorProps {
  /** The server's current catalog (currentCalculatorModel). */
  model: Calculator_model$key;
}

/**
 * The CO2 calculator: the server's catalog, the viewer's answers (kept in this browser for guests, in the account
 * for signed-in viewers) and the result. The whole catalog is one fragment because the rules need all of it.
 */
export function Calculator({ model }: CalculatorProps) {
  const data = useFragment(
    graphql`
      fragment Calculator_model on CalculatorModel {
        country
        version
        validFrom
        validUntil
        basicCO2Emission
        basicCO2tPerTree
        categories {
          id
          title
          questions {
            id
            pooled
            title
            label
            icon
            category
            dependsOn {
              id
            }
            choices {
              id
              questionId
              text
              co2Emission
              prominent
            }
          }
        }
      }
    `,
    model,
  );
  const catalog = useMemo(() => catalogFromModel(data), [data]);
  const state = useCalculatorState();
  const sessionState = useSession();
  useCalculatorSync(catalog);
  // After the sync (effects run in this order): answers tapped before hydration count on top of it.
  useAnswersChosenBeforeHydration(catalog, calculatorStore);
  const retrySave = useCalculatorPersistence(catalog);

  return (
    <CalculatorView
      catalog={catalog}
      state={state}
      isGuest={sessionState.status !== 'signedIn'}
      answersAtOnce={sessionState.status === 'signedOut'}
      onAnswer={calculatorStore.answer}
      onRetrySave={retrySave}
      renderRecheck={
        sessionState.status === 'signedIn'
          ? (result) => <RecheckForResult result={result} dirty={state.dirty} saving={state.save === 'saving'} />
          : undefined
      }
    />
  );
}
