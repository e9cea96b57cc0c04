import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';

/** Relay's persisted operations (relay.config.js persistConfig): sha256 id → operation text. */
export type PersistedOperations = Readonly<Record<string, string>>;

const refused = (code: string, message: string) => ({ message, extensions: { code, http: { status: 400 } } });

/**
 * Production builds send `{ doc_id }` instead of the query text. With `only`, nothing else runs: a stranger cannot
 * send a query the app does not send itself. Otherwise (development, tests, dev:mock) ids and text both work.
 */
export function usePersistedOperationIds(operations: PersistedOperations, { only }: { only: boolean }): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations[id] ?? null,
    allowArbitraryOperations: !only,
    extractPersistedOperationId: (params) => {
      const id = (params as { doc_id?: unknown }).doc_id;
      return typeof id === 'string' && id !== '' ? id : null;
    },
    customErrors: {
      notFound: refused(
        'PERSISTED_OPERATION_NOT_FOUND',
        'Diese Anfrage kennt der Server nicht. Bitte lade die Seite neu.',
      ),
      keyNotFound: refused(
        'PERSISTED_OPERATION_NOT_FOUND',
        'Diese Anfrage kennt der Server nicht. Bitte lade die Seite neu.',
      ),
      persistedQueryOnly: refused('PERSISTED_OPERATION_ONLY', 'Der Server nimmt nur die Anfragen der App an.'),
    },
  }) as Plugin;
}
