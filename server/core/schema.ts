import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/resolvers.js';

/**
 * The executable schema. typeDefs are passed in because reading schema.graphql differs by place:
 * Node reads the file, the browser imports it with ?raw.
 */
export function createSchema(typeDefs: string): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers,
    // A resolver for a field the contract does not have is an error: catches drift early.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
