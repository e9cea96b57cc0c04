import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { sandboxRecurringPayments } from './sandboxRecurringPayments.js';

describe('the sandbox’s end of a monthly donation', () => {
  const abo = { ...fixtureSeed.donations.find((d) => d.rhythm === 'monthly')!, paymentProviderTransactionId: 'TRX42' };

  it('ends it at once and records the request once per idempotency key, like Twingle', async () => {
    const lines: string[] = [];
    const sandbox = sandboxRecurringPayments((l) => lines.push(l));
    await expect(sandbox.endRecurring(abo, { idempotencyKey: 'k-1' })).resolves.toEqual({ state: 'ENDED' });
    await expect(sandbox.endRecurring(abo, { idempotencyKey: 'k-1' })).resolves.toEqual({ state: 'ENDED' });
    expect(sandbox.requests).toEqual([
      { donationId: abo.donationId, trxId: 'TRX42', idempotencyKey: 'k-1', at: expect.any(String) },
    ]);
    expect(lines).toEqual([`payments: sandbox ended recurring donation ${abo.donationId} (trx TRX42)`]);
  });

  it('changes the amount at once and records each change once per idempotency key', async () => {
    const lines: string[] = [];
    const sandbox = sandboxRecurringPayments((l) => lines.push(l));
    await expect(sandbox.changeAmount(abo, 2500, { idempotencyKey: 'c-1' })).resolves.toEqual({ state: 'CHANGED' });
    await expect(sandbox.changeAmount(abo, 2500, { idempotencyKey: 'c-1' })).resolves.toEqual({ state: 'CHANGED' });
    expect(sandbox.changes).toEqual([
      { donationId: abo.donationId, trxId: 'TRX42', amountCents: 2500, idempotencyKey: 'c-1', at: expect.any(String) },
    ]);
    expect(sandbox.requests).toEqual([]);
    expect(lines).toEqual([`payments: sandbox changed recurring donation ${abo.donationId} to 2500 ct`]);
  });
});
