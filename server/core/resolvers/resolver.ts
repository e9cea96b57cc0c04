import type { GraphQLContext } from '../context.js';

/** A field resolver with typed arguments. */
export type Resolver<Args = Record<string, never>, Result = unknown, Parent = unknown> = (
  parent: Parent,
  args: Args,
  context: GraphQLContext,
) => Result | Promise<Result>;
