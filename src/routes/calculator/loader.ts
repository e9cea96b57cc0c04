import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import CalculatorPageQueryNode, { type CalculatorPageQuery } from '../../__generated__/CalculatorPageQuery.graphql';
import { CALCULATOR_COUNTRY } from '../../content/calculator';
import { getEnvironment } from '../../relay/environment';

/** The route's data: the catalog's query, started beside the page's code once the page may load (pageRoutes.tsx). */
export interface CalculatorLoaderData {
  query: Promise<PreloadedQuery<CalculatorPageQuery>>;
}

/** Starts loading the catalog. */
export function calculatorLoader() {
  return loadQuery<CalculatorPageQuery>(
    getEnvironment(),
    CalculatorPageQueryNode,
    { country: CALCULATOR_COUNTRY },
    { fetchPolicy: 'store-or-network' },
  );
}
