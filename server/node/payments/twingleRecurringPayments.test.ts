import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { RecurringPaymentsError } from '../../core/ports.js';
import { twingleRecurringPayments } from './twingleRecurringPayments.js';

/** A stand-in for Twingle's API on loopback: answers with the status a test sets, and records each request. */
describe('ending a monthly donation at Twingle', () => {
  const abo = { ...fixtureSeed.donations.find((d) => d.rhythm === 'monthly')!, paymentProviderTransactionId: 'TRX 42' };
  let server: Server;
  let url = '';
  let status = 200;
  let hold: Promise<void> | null = null;
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

  beforeEach(async () => {
    seen.length = 0;
    status = 200;
    hold = null;
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (hold) await hold;
        res.writeHead(status, { 'content-type': 'application/json' }).end(status === 204 ? undefined : '{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const twingle = (timeoutMs?: number) => twingleRecurringPayments({ url, accessCode: 'access-code-1', timeoutMs });

  it('posts to the donation’s endrecurring with the access code and the idempotency key; 200 means ended', async () => {
    await expect(twingle().endRecurring(abo, { idempotencyKey: 'klimahain-end-1' })).resolves.toEqual({
      state: 'ENDED',
    });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/donations/TRX%2042/endrecurring',
        headers: expect.objectContaining({ 'x-access-code': 'access-code-1', 'idempotency-key': 'klimahain-end-1' }),
        body: JSON.stringify({ trx_id: 'TRX 42', reason: 'donor_request' }),
      }),
    ]);
  });

  it('takes 202 as accepted, to be confirmed by Twingle’s push', async () => {
    status = 202;
    await expect(twingle().endRecurring(abo, { idempotencyKey: 'k' })).resolves.toEqual({ state: 'END_REQUESTED' });
  });

  it('throws on a server error (retryable) and on a refusal (not retryable); a retry sends the same key', async () => {
    status = 503;
    const failed = twingle().endRecurring(abo, { idempotencyKey: 'same-key' });
    await expect(failed).rejects.toBeInstanceOf(RecurringPaymentsError);
    await expect(failed).rejects.toMatchObject({ retryable: true });
    status = 200;
    await expect(twingle().endRecurring(abo, { idempotencyKey: 'same-key' })).resolves.toEqual({ state: 'ENDED' });
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual(['same-key', 'same-key']);
    status = 404;
    await expect(twingle().endRecurring(abo, { idempotencyKey: 'k' })).rejects.toMatchObject({ retryable: false });
  });

  it('gives up when Twingle does not answer in time', async () => {
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    await expect(twingle(50).endRecurring(abo, { idempotencyKey: 'k' })).rejects.toMatchObject({
      name: 'RecurringPaymentsError',
      retryable: true,
    });
    release();
  });

  it('refuses a donation without a Twingle transaction, without asking', async () => {
    await expect(
      twingle().endRecurring({ ...abo, paymentProviderTransactionId: null }, { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ retryable: false });
    expect(seen).toEqual([]);
  });

  it('posts a new amount (cents) to the donation’s changeamount; 200 means changed, 202 accepted, 503 throws', async () => {
    await expect(twingle().changeAmount(abo, 2500, { idempotencyKey: 'klimahain-change-1' })).resolves.toEqual({
      state: 'CHANGED',
    });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/donations/TRX%2042/changeamount',
        headers: expect.objectContaining({ 'x-access-code': 'access-code-1', 'idempotency-key': 'klimahain-change-1' }),
        body: JSON.stringify({ trx_id: 'TRX 42', amount: 2500 }),
      }),
    ]);
    status = 202;
    await expect(twingle().changeAmount(abo, 2500, { idempotencyKey: 'k' })).resolves.toEqual({
      state: 'CHANGE_REQUESTED',
    });
    status = 503;
    await expect(twingle().changeAmount(abo, 2500, { idempotencyKey: 'k' })).rejects.toMatchObject({
      name: 'RecurringPaymentsError',
      retryable: true,
    });
  });

  it('refuses to pause (no endpoint is known), not retryable, without asking Twingle', async () => {
    const pause = twingle().pause(abo, { months: 2, from: '2026-12-02', until: '2027-02-02' }, { idempotencyKey: 'k' });
    await expect(pause).rejects.toBeInstanceOf(RecurringPaymentsError);
    await expect(pause).rejects.toMatchObject({ retryable: false });
    expect(seen).toHaveLength(0);
  });
});
