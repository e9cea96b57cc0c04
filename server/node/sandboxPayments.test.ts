import { describe, expect, it } from 'vitest';
import { donations } from '../../mocks/fixtures/donations.js';
import { sandboxPayments } from './sandboxPayments.js';

describe('sandboxPayments (no Twingle API here)', () => {
  const abo = { ...donations.find((d) => d.rhythm === 'monthly')!, paymentProviderTransactionId: 'TRX42' };

  it('only logs in development: the sandbox has nothing to stop', async () => {
    const lines: string[] = [];
    await sandboxPayments((l) => lines.push(l)).cancelRecurring(abo);
    expect(lines).toEqual([`payments: stop recurring donation ${abo.donationId} (trx TRX42; sandbox, nothing to stop)`]);
  });

  it('says in production what the team has to do in Twingle', async () => {
    const lines: string[] = [];
    await sandboxPayments((l) => lines.push(l), true).cancelRecurring(abo);
    expect(lines).toEqual([
      `payments: ACTION NEEDED — end the recurring Twingle donation trx TRX42 (donation ${abo.donationId}) in Twingle's manager; no Twingle API is connected`,
    ]);
  });
});
