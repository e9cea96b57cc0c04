import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { createContext, resolveViewer, type GraphQLContext } from './context.js';
import type { TokenVerifier } from './ports.js';
import { createSchema } from './schema.js';
import { createServices, type CoreDeps } from './services.js';
import { useBadUserInputCodes } from './useBadUserInputCodes.js';

export interface KlimahainYogaOptions extends CoreDeps {
  typeDefs: string;
  verifier: TokenVerifier;
  /** Gets every error that was masked (so the server can log it); clients only see "Unexpected error.". */
  onUnexpectedError?: (error: unknown) => void;
  plugins?: Plugin[];
}

export type KlimahainYoga = YogaServerInstance<Record<string, unknown>, GraphQLContext>;

/** The one Yoga of Klimahain: Node server, MSW in the browser and tests all run this. It never listens itself. */
export function createKlimahainYoga(options: KlimahainYogaOptions): KlimahainYoga {
  const { typeDefs, verifier, onUnexpectedError, plugins = [], ...deps } = options;
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
        if (masked !== error) onUnexpectedError?.(error);
        return masked;
      },
    },
    context: async ({ request }) => createContext(await resolveViewer(request, verifier), services),
    plugins: [useBadUserInputCodes(), ...plugins],
  });
}
