import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js reports variables that do not fit their input type ("Variable "$x" got invalid value …") without a
 * code. Such a request never ran a resolver, so the client sent bad input: tag those errors BAD_USER_INPUT.
 */
export function useBadUserInputCodes(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length || (result as ExecutionResult).data !== undefined) return;
          setResult({
            ...result,
            errors: result.errors.map((e) =>
              e.extensions?.code || e.path
                ? e
                : new GraphQLError(e.message, {
                    nodes: e.nodes,
                    source: e.source,
                    positions: e.positions,
                    extensions: { ...e.extensions, code: 'BAD_USER_INPUT' },
                  }),
            ),
          });
        },
      };
    },
  };
}
