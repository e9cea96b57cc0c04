import { isInfrastructureError, serviceUnavailable, unauthenticated } from './errors.js';
import { requireViewer } from './domain/auth.js';
import { enforce, type RateLimitedAction, type RateLimiter } from './domain/rateLimits.js';
import { InvalidTokenError, type Identity, type IdentityDirectory, type TokenVerifier } from './ports.js';
import { createRequestReads, type RequestReads } from './repositories/requestReads.js';
import type { Repositories, UserRecord } from './repositories/types.js';
import type { Services } from './services.js';

/** Signed-in requests carry the access token in this header (spec §6). */
export const ACCESS_TOKEN_HEADER = 'x-access-code';

export interface GraphQLContext {
  /** null for guests. */
  viewer: Identity | null;
  services: Services;
  /** The viewer's User record (created on a new sign-up's first request); UNAUTHENTICATED for guests. */
  currentUser(): Promise<UserRecord>;
  /** The caller's address as the HTTP layer saw it ('unknown' behind MSW and in tests). */
  clientIp: string;
  /** Counts attempts of a limited action; throws RATE_LIMITED when one is over its limit. */
  limit(...attempts: [RateLimitedAction, string][]): Promise<void>;
  /** The viewer's e-mail address as the identity provider has verified it (null: not verified); UNAUTHENTICATED for guests. */
  verifiedEmail(): Promise<string | null>;
  /**
   * This request's shared reads for field resolvers (a donor's donations once, a list's orders, changes and tasks in
   * one round trip each); new for every request, forgotten around every mutation field (repositories/requestReads.ts).
   */
  reads: RequestReads;
}

/** The access token of a request, if it carries one. */
export const accessTokenOf = (request: Request): string | null =>
  request.headers.get(ACCESS_TOKEN_HEADER)?.trim() || null;

/**
 * No header → guest. A header that does not verify → UNAUTHENTICATED for the whole request, never a silent guest.
 * A token that could not be checked because a part outside the process failed (signing keys, store, identity
 * provider) → SERVICE_UNAVAILABLE (HTTP 503): an outage is no reason to sign a donor out.
 */
export async function resolveViewer(request: Request, verifier: TokenVerifier): Promise<Identity | null> {
  const token = accessTokenOf(request);
  if (!token) return null;
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (!(error instanceof InvalidTokenError) && isInfrastructureError(error)) throw serviceUnavailable();
    throw unauthenticated('Deine Anmeldung ist abgelaufen oder ungültig. Bitte melde dich erneut an.');
  }
}

export function createContext(
  viewer: Identity | null,
  services: Services,
  repos: Repositories,
  {
    clientIp = 'unknown',
    limiter,
    accessToken = null,
    identityDirectory = unknownIdentities,
  }: { clientIp?: string; limiter: RateLimiter; accessToken?: string | null; identityDirectory?: IdentityDirectory },
): GraphQLContext {
  let user: Promise<UserRecord> | undefined;
  return {
    viewer,
    services,
    currentUser: () => (user ??= services.users.viewerUser(requireViewer(viewer))),
    clientIp,
    reads: createRequestReads(repos),
    limit: (...attempts) => enforce(limiter, ...attempts),
    verifiedEmail: async () => {
      requireViewer(viewer);
      return accessToken ? identityDirectory.verifiedEmail(accessToken) : null;
    },
  };
}

/** Without an identity provider to ask, no address counts as verified. */
const unknownIdentities: IdentityDirectory = { verifiedEmail: async () => null };
