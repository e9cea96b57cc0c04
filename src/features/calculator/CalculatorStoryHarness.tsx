import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CalculatorStoryHarnessQuery } from '../../__generated__/CalculatorStoryHarnessQuery.graphql';
import { ToastRegion } from '../../app/feedback/ToastRegion';
import { Calculator } from './Calculator';

/** Stories only: the calculator with the catalog of the story's mock world, as the route would load it. */
export function CalculatorStoryHarness() {
  const data = useLazyLoadQuery<CalculatorStoryHarnessQuery>(
    graphql`
      query CalculatorStoryHarnessQuery {
        currentCalculatorModel(country: "DE") {
          ...Calculator_model
        }
      }
    `,
    {},
  );
  return (
    <>
      <ToastRegion />
      {data.currentCalculatorModel ? <Calculator model={data.currentCalculatorModel} /> : null}
    </>
  );
}
