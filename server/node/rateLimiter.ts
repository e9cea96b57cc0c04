import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RATE_LIMITS, type RateLimitedAction, type RateLimiter } from '../core/domain/rateLimits.js';
import { rateLimits } from './store/schema.js';
import type { SqlDatabase } from './store/sqlRepositories.js';

/**
 * The limits of core/domain/rateLimits.ts with rate-limiter-flexible: counters in the SQL store (atomic upserts in
 * `rate_limits`, shared by every instance), or in process memory when the server runs on the memory store.
 * `scale` multiplies every limit (RATE_LIMIT_SCALE, e2e only).
 */
export function createRateLimiter(db: SqlDatabase | null, scale = 1): RateLimiter {
  const limiters = new Map<RateLimitedAction, RateLimiterAbstract>();
  for (const [action, { points, seconds }] of Object.entries(RATE_LIMITS) as [
    RateLimitedAction,
    { points: number; seconds: number },
  ][]) {
    const options = { keyPrefix: action, points: points * scale, duration: seconds };
    limiters.set(
      action,
      db ? new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits }) : new RateLimiterMemory(options),
    );
  }
  return {
    async consume(action, key) {
      try {
        await limiters.get(action)!.consume(key);
        return { allowed: true };
      } catch (error) {
        // The library rejects with its result object when the limit is reached; anything else is a real failure.
        if (error instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) };
        throw error;
      }
    },
  };
}
