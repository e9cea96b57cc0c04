import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { Calculator_model$data } from '../../__generated__/Calculator_model.graphql';
import type { moveGuestResultQuery } from '../../__generated__/moveGuestResultQuery.graphql';
import { reportFrontendError } from '../errorReporting/reportFrontendError';
import { readCachedAnswers } from './answersCache';
import { calculatorStore } from './calculatorStore';
import { catalogFromModel } from './catalogFromModel';
import { fetchSavedCalculator } from './fetchSavedCalculator';
import { syncSignedIn } from './syncCalculator';
import { saveCalculatorState } from './useUpdateCalculatorState';

const query = graphql`
  query moveGuestResultQuery($country: String!) {
    currentCalculatorModel(country: $country) {
      ...Calculator_model @relay(mask: false)
    }
  }
`;

/**
 * Right after a sign-in, the result this browser kept as a guest moves into the account: the same spec §4 sync the
 * calculator page runs, started without the page, so the header shows the footprint at once (issue 16). A sync the
 * page has already begun for this viewer is left alone.
 */
export async function moveGuestResult(environment: Environment, userId: string, country: string): Promise<void> {
  const data = await fetchQuery<moveGuestResultQuery>(environment, query, { country }).toPromise();
  if (!data?.currentCalculatorModel) return;
  const catalog = catalogFromModel(data.currentCalculatorModel as unknown as Calculator_model$data);
  if (!readCachedAnswers(catalog)) return;
  const { owner, sync } = calculatorStore.get();
  if (owner === userId && sync !== 'undefined') return;
  await syncSignedIn(
    {
      catalog,
      store: calculatorStore,
      fetchSaved: () => fetchSavedCalculator(environment, country),
      save: (answers) => saveCalculatorState(environment, catalog, answers),
      report: (error) => void reportFrontendError(error, environment),
    },
    userId,
  );
}
