import { loadQuery } from 'react-relay/hooks';
import CalculatorPageQueryNode, { type CalculatorPageQuery } from '../../__generated__/CalculatorPageQuery.graphql';
import { CALCULATOR_COUNTRY } from '../../content/calculator';
import { getEnvironment } from '../../relay/environment';

/** Starts loading the catalog beside the page's code. */
export function calculatorLoader() {
  return loadQuery<CalculatorPageQuery>(
    getEnvironment(),
    CalculatorPageQueryNode,
    { country: CALCULATOR_COUNTRY },
    { fetchPolicy: 'store-or-network' },
  );
}
