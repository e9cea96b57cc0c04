import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { Answers, CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { totalEmission } from '../../../server/core/domain/calculator/evaluate';
import type { useUpdateCalculatorStateMutation } from '../../__generated__/useUpdateCalculatorStateMutation.graphql';
import { toAnswerList } from './answerList';

// Spec §7 client operation "UpdateCalculatorState".
const mutation = graphql`
  mutation useUpdateCalculatorStateMutation(
    $country: String!
    $version: Int!
    $answers: [CatalogAnswerInput!]!
    $co2tPerTree: Float!
    $co2EmissionTotal: Float!
  ) {
    updateCalculatorState(
      country: $country
      version: $version
      answers: $answers
      co2tPerTree: $co2tPerTree
      co2EmissionTotal: $co2EmissionTotal
    ) {
      ...fetchSavedCalculator_calculator @relay(mask: false)
    }
  }
`;

/** Spec §5: the save-failure condition, checked before anything is sent. */
export const SAVE_FAILURE_MESSAGE = 'Error while saving data to backend.';

/** The mutation's variables; throws the spec §5 error when per-tree CO2, the total or the answers are missing. */
export function toSaveVariables(catalog: CalculatorCatalog, answers: Answers) {
  const list = toAnswerList(catalog, answers);
  const co2EmissionTotal = totalEmission(catalog, answers);
  const co2tPerTree = catalog.basicCO2tPerTree;
  if (!Number.isFinite(co2tPerTree) || !Number.isFinite(co2EmissionTotal) || list.length === 0) {
    throw new Error(SAVE_FAILURE_MESSAGE);
  }
  return { country: catalog.country, version: catalog.version, answers: list, co2tPerTree, co2EmissionTotal };
}

/**
 * Saves complete answers (the server recomputes and checks the totals). The saved calculator becomes the store's
 * `calculator(country: …)`, so the header's footprint box shows it at once, also where nothing was saved before.
 */
export function saveCalculatorState(
  environment: Environment,
  catalog: CalculatorCatalog,
  answers: Answers,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let variables;
    try {
      variables = toSaveVariables(catalog, answers);
    } catch (error) {
      reject(error);
      return;
    }
    commitMutation<useUpdateCalculatorStateMutation>(environment, {
      mutation,
      variables,
      updater: (store) => {
        const saved = store.getRootField('updateCalculatorState');
        if (saved) store.getRoot().setLinkedRecord(saved, 'calculator', { country: catalog.country });
      },
      onCompleted: (_, errors) =>
        errors?.length ? reject(new Error(errors.map((e) => e.message).join('; '))) : resolve(),
      onError: reject,
    });
  });
}

/** saveCalculatorState in the page's Relay environment. */
export function useUpdateCalculatorState(catalog: CalculatorCatalog): (answers: Answers) => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback((answers: Answers) => saveCalculatorState(environment, catalog, answers), [environment, catalog]);
}
