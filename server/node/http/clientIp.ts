import type { IncomingMessage } from 'node:http';

/**
 * The caller's address, for the per-address rate limits. `trustedHops` is TRUST_PROXY: how many proxies in front of
 * this server append to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`, an AWS ALB, a CDN). Each of them
 * appends the address it was called from, so the client's own address is the entry `trustedHops` places from the
 * right; everything left of it was written by the client and is never believed. 0: no proxy, the socket's peer.
 *
 * - nginx → app (TRUST_PROXY=1): `X-Forwarded-For: <whatever the client sent>, <client>` → `<client>`.
 * - ALB → nginx → app (TRUST_PROXY=2): `…, <client>, <ALB's address>` → `<client>`.
 *
 * A header with fewer entries than hops (a request that reached the server past a proxy) gives its leftmost entry,
 * like Express's `trust proxy` with a hop count.
 */
export function clientIp(req: IncomingMessage, trustedHops: number): string {
  const peer = req.socket.remoteAddress || 'unknown';
  if (trustedHops <= 0) return peer;
  // Several X-Forwarded-For lines arrive joined with ', ' (node:http), in the order they were sent.
  const entries = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return peer;
  return entries[Math.max(0, entries.length - trustedHops)];
}
