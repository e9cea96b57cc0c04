import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { argumentNames, germanVariableError } from './variableErrors.js';

/**
 * A request whose variables do not fit their types never ran a resolver: the client sent bad input. graphql-js
 * reports it in English without a code; this answers it as BAD_USER_INPUT with German `extensions.fields`
 * (variableErrors.ts) and HTTP 200, like the services' own input errors.
 */
export function useBadUserInputCodes(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length || (result as ExecutionResult).data !== undefined) return;
          const argumentOf = argumentNames(args.document);
          setResult({
            ...result,
            errors: result.errors.map(
              (e) =>
                germanVariableError(e, argumentOf) ??
                (e.extensions?.code || e.path
                  ? e
                  : new GraphQLError(e.message, {
                      nodes: e.nodes,
                      source: e.source,
                      positions: e.positions,
                      extensions: { ...e.extensions, code: 'BAD_USER_INPUT' },
                    })),
            ),
          });
        },
      };
    },
  };
}
