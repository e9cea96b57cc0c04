import { createYoga, maskError, type Plugin, type YogaServerInstance, type YogaServerOptions } from 'graphql-yoga';
import { accessTokenOf, createContext, resolveViewer, type GraphQLContext } from './context.js';
import { isInfrastructureError, serviceUnavailable } from './errors.js';
import { unlimited, type RateLimiter } from './domain/rateLimits.js';
import type { IdentityDirectory, TokenVerifier } from './ports.js';
import { createSchema } from './schema.js';
import { createServices, type CoreDeps } from './services.js';
import { useBadUserInputCodes } from './useBadUserInputCodes.js';
import { useQueryLimits } from './queryLimits.js';
import { useCodedRequestErrors } from './useCodedRequestErrors.js';
import { usePersistedOperationIds, type PersistedOperations } from './persistedOperations.js';

export interface KlimahainYogaOptions extends CoreDeps {
  typeDefs: string;
  verifier: TokenVerifier;
  /** Asks the identity provider for the caller's verified e-mail (syncEmailFromIdentity); without it none is verified. */
  identityDirectory?: IdentityDirectory;
  /** Gets every error that was masked (so the server can log it); clients only see "Unexpected error.". */
  onUnexpectedError?: (error: unknown) => void;
  plugins?: Plugin[];
  /** Counts limited actions (server/node: in the store); default: nothing is limited (dev:mock, Storybook, tests). */
  limiter?: RateLimiter;
  /** Production: no field suggestions in error messages (introspection and persisted operations are Node plugins). */
  production?: boolean;
  /** Relay's persisted operations: production runs only these; elsewhere they run beside query text. */
  persistedOperations?: PersistedOperations;
  /** Default: Yoga's (any origin), for MSW and tests; the Node server allows only the app's origin. */
  cors?: YogaServerOptions<Record<string, unknown>, GraphQLContext>['cors'];
}

export type KlimahainYoga = YogaServerInstance<Record<string, unknown>, GraphQLContext>;

/** The one Yoga of Klimahain: Node server, MSW in the browser and tests all run this. It never listens itself. */
export function createKlimahainYoga(options: KlimahainYogaOptions): KlimahainYoga {
  const {
    typeDefs,
    verifier,
    identityDirectory,
    onUnexpectedError,
    plugins = [],
    limiter = unlimited,
    production = false,
    cors,
    persistedOperations = {},
    ...deps
  } = options;
  const services = createServices(deps);
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema: createSchema(typeDefs),
    graphqlEndpoint: '/graphql',
    // GraphiQL would load its assets from a CDN; dev tools talk to /graphql directly.
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: {
      maskError(error, message) {
        // isDev false: never send stack traces or original messages, whatever NODE_ENV says.
        const masked = maskError(error, message, false);
        if (masked === error) return masked;
        onUnexpectedError?.(error);
        // The store, the relay or the identity provider failed: 503 with Retry-After and German words, not a bug.
        return isInfrastructureError(error) ? serviceUnavailable() : masked;
      },
    },
    cors,
    // Relay sends a persisted operation's id as doc_id.
    extraParamNames: ['doc_id'],
    context: async ({ request, clientIp }) =>
      createContext(await resolveViewer(request, verifier), services, deps.repos, {
        clientIp: clientIp as string | undefined,
        limiter,
        accessToken: accessTokenOf(request),
        identityDirectory,
      }),
    plugins: [
      usePersistedOperationIds(persistedOperations, { only: production }),
      useQueryLimits({ suggestions: !production }),
      useCodedRequestErrors(),
      useBadUserInputCodes(),
      ...plugins,
    ],
  });
}
