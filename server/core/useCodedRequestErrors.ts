import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A document that cannot be parsed or fails validation (graphql-armor's limits on depth, aliases, cost and tokens
 * among them) never ran: the client sent a request this server refuses. Yoga would answer these with HTTP 200 (and
 * armor's without a code); they get HTTP 400 and GRAPHQL_PARSE_FAILED or GRAPHQL_VALIDATION_FAILED.
 */
export function useCodedRequestErrors(): Plugin {
  const refused = (error: GraphQLError) =>
    new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: {
        ...error.extensions,
        code: error.extensions?.code ?? 'GRAPHQL_VALIDATION_FAILED',
        http: { status: 400 },
      },
    });
  const isRefusal = (error: GraphQLError) =>
    !error.extensions?.code ||
    error.extensions.code === 'GRAPHQL_PARSE_FAILED' ||
    error.extensions.code === 'GRAPHQL_VALIDATION_FAILED';
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const { errors, data } = result as ExecutionResult;
      if (!errors?.length || data != null || errors.some((e) => e.path)) return;
      if (!errors.some(isRefusal)) return;
      setResult({ ...result, errors: errors.map((e) => (isRefusal(e) ? refused(e) : e)) } as ExecutionResult);
    },
  };
}
