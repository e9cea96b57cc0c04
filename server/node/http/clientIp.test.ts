import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { RATE_LIMITS } from '../../core/domain/rateLimits.js';
import { readConfig } from '../config.js';
import { createNodeServer } from '../createNodeServer.js';
import { clientIp } from './clientIp.js';

const request = (forwardedFor: string | undefined, peer = '10.0.0.2') =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('the client address behind TRUST_PROXY hops', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientIp(request('198.51.100.7'), 0)).toBe('10.0.0.2');
    expect(clientIp(request(undefined), 0)).toBe('10.0.0.2');
  });

  it('behind nginx ($proxy_add_x_forwarded_for) is the entry nginx appended, not what the client wrote', () => {
    // The client sent none: nginx sets its peer.
    expect(clientIp(request('203.0.113.99'), 1)).toBe('203.0.113.99');
    // The client sent its own: nginx appends the real address.
    expect(clientIp(request('198.51.100.1, 203.0.113.99'), 1)).toBe('203.0.113.99');
    expect(clientIp(request('1.1.1.1,2.2.2.2 ,  203.0.113.99'), 1)).toBe('203.0.113.99');
  });

  it('behind an AWS ALB (appends the client address) alone or in front of nginx', () => {
    // ALB → app: ALB appends the client address to what the client sent.
    expect(clientIp(request('198.51.100.1, 2001:db8::7'), 1)).toBe('2001:db8::7');
    // ALB → nginx → app: nginx appends the ALB node's own address after it.
    expect(clientIp(request('198.51.100.1, 203.0.113.99, 172.31.5.20'), 2)).toBe('203.0.113.99');
    expect(clientIp(request('203.0.113.99, 172.31.5.20'), 2)).toBe('203.0.113.99');
  });

  it('joins several X-Forwarded-For lines in order, and falls back to the peer without any', () => {
    expect(clientIp(request('198.51.100.1, 203.0.113.99'), 1)).toBe('203.0.113.99');
    expect(clientIp(request(''), 1)).toBe('10.0.0.2');
    expect(clientIp(request(undefined), 2)).toBe('10.0.0.2');
    // Fewer entries than hops: the request passed a proxy by; the leftmost entry is all there is.
    expect(clientIp(request('203.0.113.99'), 2)).toBe('203.0.113.99');
  });
});

describe('a spoofed X-Forwarded-For flood against the per-address limits', () => {
  let server: ReturnType<typeof createNodeServer> | undefined;

  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  async function start(trustProxy: string): Promise<string> {
    server = createNodeServer(
      readConfig({ AUTH_MODE: 'mock', DATABASE_URL: 'memory', TRUST_PROXY: trustProxy }),
      { repos: createMemoryRepositories(), mailer: { send: async () => {} } },
      () => {},
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }

  const post = (url: string, query: string, variables: Record<string, unknown>, forwardedFor: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ query, variables }),
    });

  const SUBSCRIBE = 'mutation S($d: NewsletterData!) { subscribeToNewsletter(newsletterData: $d) { status } }';
  const INTENT = 'mutation { createTwingleCampaignId(project: "uganda") }';

  for (const [hops, appended] of [
    ['1', ''],
    ['2', ', 172.31.5.20'],
  ] as const) {
    it(`counts the one real client behind ${hops} trusted hop(s): newsletter sign-ups and payment intents are limited`, async () => {
      const url = await start(hops);
      // Each request claims another address on the left; the proxies appended 203.0.113.99 (and the ALB's) on the right.
      const spoofed = (n: number) => `198.51.100.${n}, 203.0.113.99${appended}`;
      const signUps: number[] = [];
      for (let n = 1; n <= 15; n++) {
        const email = `flut-${n}@example.org`;
        const res = await post(url, SUBSCRIBE, { d: { newsletterEmail: email, emailDoubleCheck: email } }, spoofed(n));
        signUps.push(res.status);
      }
      expect(signUps.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.newsletterPerIp.points);
      expect(signUps.slice(RATE_LIMITS.newsletterPerIp.points).every((s) => s === 429)).toBe(true);

      const intents: number[] = [];
      for (let n = 1; n <= 35; n++) intents.push((await post(url, INTENT, {}, spoofed(n))).status);
      expect(intents.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.paymentIntentPerIp.points);
      const refused = await post(url, INTENT, {}, spoofed(99));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

      // Another real client behind the same proxies still gets through.
      const other = await post(url, INTENT, {}, `198.51.100.1, 203.0.113.100${appended}`);
      expect(other.status).toBe(200);
    });
  }
});
