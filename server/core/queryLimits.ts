import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

/**
 * Limits on the shape of any query, in every mode (graphql-armor). The app's largest operation stays well below
 * each (tests/security/queryLimits.test.ts measures all of them): a flood of aliases, a deep nesting or a huge
 * document is refused before it runs.
 */
export const QUERY_LIMITS = { depth: 12, aliases: 15, tokens: 2000, cost: 5000, directives: 20 } as const;

export function useQueryLimits({ suggestions }: { suggestions: boolean }): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: QUERY_LIMITS.depth, flattenFragments: true, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.aliases },
    maxTokens: { n: QUERY_LIMITS.tokens },
    costLimit: { maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true },
    maxDirectives: { n: QUERY_LIMITS.directives },
    // "Did you mean …?" tells a stranger the schema; production turns it off.
    blockFieldSuggestion: { enabled: !suggestions },
  }) as Plugin;
}
