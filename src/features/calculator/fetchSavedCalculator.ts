import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { fetchSavedCalculatorQuery } from '../../__generated__/fetchSavedCalculatorQuery.graphql';
import type { SavedCalculator } from './syncCalculator';

// Spec §7 client operation "CalculatorState". The root field has the same storage key as the header's
// calculator(country: "DE"), so the header's footprint box follows whatever this query finds.
const query = graphql`
  query fetchSavedCalculatorQuery($country: String!) {
    calculator(country: $country) @catch {
      ...fetchSavedCalculator_calculator @relay(mask: false)
    }
  }
`;

// What the calculator keeps of a saved result; the save mutation asks for the same, so both update one record.
graphql`
  fragment fetchSavedCalculator_calculator on Calculator {
    id
    state {
      version
      co2EmissionTotal
      co2tPerTree
      createdAt
      answers {
        questionId
        choiceId
        co2Emission
      }
    }
  }
`;

/** A GraphQL error the backend answered for a field (its extensions carry the code). */
interface FieldError {
  extensions?: { code?: unknown };
}

/** Thrown for errors other than NOT_FOUND, so they can be reported. */
export class SavedCalculatorError extends Error {
  override name = 'SavedCalculatorError';
}

/** Queries the viewer's saved calculator: found, NOT_FOUND (nothing saved yet), or it throws. */
export async function fetchSavedCalculator(environment: Environment, country: string): Promise<SavedCalculator> {
  const data = await fetchQuery<fetchSavedCalculatorQuery>(
    environment,
    query,
    { country },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const result = data?.calculator;
  if (!result) throw new SavedCalculatorError('The saved calculator query returned no data.');
  if (!result.ok) {
    const errors = result.errors as readonly FieldError[];
    if (errors.some((e) => e.extensions?.code === 'NOT_FOUND')) return { kind: 'notFound' };
    throw new SavedCalculatorError(`Loading the saved calculator failed: ${JSON.stringify(errors)}`);
  }
  if (!result.value) return { kind: 'notFound' };
  return { kind: 'found', version: result.value.state.version, answers: result.value.state.answers ?? [] };
}
