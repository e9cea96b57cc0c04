import { rateLimited } from '../errors.js';

/**
 * What a single caller may do how often (docs/architecture.md §7 "Production posture"). Per address as well as per IP, so one
 * address cannot be flooded with opt-in or contact mails from many machines, nor many addresses from one.
 */
export const RATE_LIMITS = {
  newsletterPerIp: { points: 10, seconds: 60 * 60 },
  newsletterPerAddress: { points: 3, seconds: 60 * 60 },
  contactPerIp: { points: 5, seconds: 60 * 60 },
  contactPerAddress: { points: 5, seconds: 24 * 60 * 60 },
  paymentIntentPerIp: { points: 30, seconds: 60 * 60 },
  frontendErrorPerIp: { points: 30, seconds: 10 * 60 },
  /** Reading or using a link „Abo verwalten“ (issue 33 §2): a guessed secret costs a try. */
  manageLinkPerIp: { points: 60, seconds: 10 * 60 },
  /** Reading or using the team's task link: the same measure as the donor's link, so a secret cannot be guessed. */
  teamLinkPerIp: { points: 60, seconds: 10 * 60 },
} as const;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

export type RateLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts; server/node keeps the counters in the store, shared by every instance. */
export interface RateLimiter {
  consume(action: RateLimitedAction, key: string): Promise<RateLimitAnswer>;
}

/** For dev:mock, Storybook and unit tests: nothing is limited. */
export const unlimited: RateLimiter = { consume: async () => ({ allowed: true }) };

/** Counts one attempt of each (action, key); RATE_LIMITED (HTTP 429, Retry-After) once any is over its limit. */
export async function enforce(limiter: RateLimiter, ...attempts: [RateLimitedAction, string][]): Promise<void> {
  for (const [action, key] of attempts) {
    const answer = await limiter.consume(action, key.toLowerCase());
    if (!answer.allowed) throw rateLimited(answer.retryAfterSeconds);
  }
}
