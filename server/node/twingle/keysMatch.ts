import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Compares the push's `api_key` and `key` with the configured ones in constant time: equal-length digests through
 * timingSafeEqual, both always compared, so the time taken tells nothing about which key or how much of it was right.
 */
export function keysMatcher(expected: { apiKey: string; siteKey: string }) {
  const apiKey = digest(expected.apiKey);
  const siteKey = digest(expected.siteKey);
  return (given: { apiKey: string; siteKey: string }): boolean => {
    const apiOk = timingSafeEqual(digest(given.apiKey), apiKey);
    const siteOk = timingSafeEqual(digest(given.siteKey), siteKey);
    return apiOk && siteOk && given.apiKey !== '' && given.siteKey !== '';
  };
}
