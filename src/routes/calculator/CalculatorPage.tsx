import { use } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { CalculatorPageQuery } from '../../__generated__/CalculatorPageQuery.graphql';
import type { CalculatorLoaderData } from './loader';
import { pageByInternal } from '../../content/routes';
import { Calculator } from '../../features/calculator/Calculator';
import { Page } from '../../ui/Page';

export const CalculatorPageQueryNode = graphql`
  query CalculatorPageQuery($country: String!) {
    currentCalculatorModel(country: $country) {
      ...Calculator_model
    }
  }
`;

const page = pageByInternal('/calculator');

/** /co2-rechner: the current catalog of the server, answered by the viewer. */
export function CalculatorPage() {
  const { query } = useLoaderData() as CalculatorLoaderData;
  const data = usePreloadedQuery<CalculatorPageQuery>(CalculatorPageQueryNode, use(query));
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      {data.currentCalculatorModel ? (
        <Calculator model={data.currentCalculatorModel} />
      ) : (
        <p role="alert">Der CO₂-Rechner ist gerade nicht verfügbar. Bitte probiere es später noch einmal.</p>
      )}
    </Page>
  );
}
