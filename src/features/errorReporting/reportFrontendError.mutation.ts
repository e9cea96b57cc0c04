import { commitMutation, graphql } from 'react-relay/hooks';
import type { Environment, PayloadError } from 'relay-runtime';
import type {
  FrontendError,
  reportFrontendErrorMutation,
} from '../../__generated__/reportFrontendErrorMutation.graphql';
import { getEnvironment } from '../../relay/environment';

const mutation = graphql`
  mutation reportFrontendErrorMutation($frontendError: FrontendError!) {
    reportFrontendError(frontendError: $frontendError)
  }
`;

export interface ReportCallbacks {
  /** Whether the backend accepted the report, and GraphQL errors if any. */
  onCompleted: (accepted: boolean, errors: readonly PayloadError[] | null | undefined) => void;
  onError: (error: unknown) => void;
}

/** reportFrontendError's Relay half, imported on use: sends the report on `environment` or the session's. */
export function commitReport(
  frontendError: FrontendError,
  environment: Environment | undefined,
  callbacks: ReportCallbacks,
): void {
  commitMutation<reportFrontendErrorMutation>(environment ?? getEnvironment(), {
    mutation,
    variables: { frontendError },
    onCompleted: (response, errors) => callbacks.onCompleted(response.reportFrontendError === true, errors),
    onError: callbacks.onError,
  });
}
