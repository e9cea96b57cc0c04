import { describe, expect, it } from 'vitest';
import {
  formatTwingleDate,
  parseDonationPush,
  parsePushBody,
  parseTwingleDate,
  TwinglePushError,
  type TwingleFields,
} from './twinglePush.js';

const push: TwingleFields = {
  project_id: 'tw-klimahain',
  trx_id: 'TRX0001',
  confirmed_at: '20261123190500',
  purpose: 'Bäume für Uganda',
  amount: '2500',
  currency: 'EUR',
  payment_method: 'debit_automatic',
  donation_rhythm: 'one_time',
  campaign_id: 'intent-1',
};

function refusal(fields: TwingleFields): TwinglePushError {
  try {
    parseDonationPush(fields);
  } catch (error) {
    if (error instanceof TwinglePushError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseDonationPush', () => {
  it('reads a first payment with Berlin time and cents', () => {
    expect(parseDonationPush(push)).toEqual({
      projectId: 'tw-klimahain',
      trxId: 'TRX0001',
      confirmedAt: new Date('2026-11-23T18:05:00.000Z'),
      purpose: 'Bäume für Uganda',
      amountCents: 2500,
      currency: 'EUR',
      paymentMethod: 'debit_automatic',
      rhythm: 'one_time',
      campaignId: 'intent-1',
      parentTrxId: null,
      isTest: false,
      gift: null,
    });
  });

  it.each([
    [{ trx_id: '' }, 400, 'missing_field', 'trx_id'],
    [{ project_id: undefined }, 400, 'missing_field', 'project_id'],
    [{ confirmed_at: undefined }, 400, 'missing_field', 'confirmed_at'],
    [{ campaign_id: undefined }, 400, 'missing_field', 'campaign_id'],
    [{ confirmed_at: '2026-11-23 19:05' }, 400, 'invalid_format', 'confirmed_at'],
    [{ confirmed_at: '20260230120000' }, 400, 'invalid_format', 'confirmed_at'],
    [{ confirmed_at: '20261123250000' }, 400, 'invalid_format', 'confirmed_at'],
    [{ amount: '-2500' }, 400, 'invalid_format', 'amount'],
    [{ amount: '25.00' }, 400, 'invalid_format', 'amount'],
    [{ amount: '0' }, 400, 'invalid_format', 'amount'],
    [{ amount: '499' }, 400, 'invalid_format', 'amount'],
    [{ amount: '10000001' }, 400, 'invalid_format', 'amount'],
    [{ currency: 'USD' }, 400, 'invalid_format', 'currency'],
    [{ payment_method: 'bitcoin' }, 400, 'invalid_format', 'payment_method'],
    [{ donation_rhythm: 'weekly' }, 400, 'invalid_format', 'donation_rhythm'],
    [{ donation_rhythm: 'Yearly' }, 400, 'invalid_format', 'donation_rhythm'],
    [{ trx_id: 'a b' }, 400, 'invalid_format', 'trx_id'],
    [{ campaign_id: '<script>' }, 400, 'invalid_format', 'campaign_id'],
    [{ is_test: 'ja' }, 400, 'invalid_format', 'is_test'],
    [{ parent_trx_id: 'TRX0000' }, 400, 'invalid_format', 'donation_rhythm'],
    [{ donation_rhythm: 'monthly', parent_trx_id: 'TRX0001' }, 400, 'invalid_format', 'parent_trx_id'],
  ])('refuses %j with %i %s naming %s', (change, status, code, field) => {
    const error = refusal({ ...push, ...change } as TwingleFields);
    expect(error).toMatchObject({ status, code, field });
    expect(error.message).toContain(`„${field}“`);
  });

  it('takes an instalment without campaign_id', () => {
    const { campaign_id: _, ...rest } = push;
    expect(parseDonationPush({ ...rest, donation_rhythm: 'monthly', parent_trx_id: 'TRX0000' })).toMatchObject({
      parentTrxId: 'TRX0000',
      campaignId: null,
      rhythm: 'monthly',
    });
  });

  it.each(['quarterly', 'halfyearly', 'yearly'])(
    'takes every rhythm Twingle sends (%s), for a first payment and an instalment (issue 34 §7)',
    (rhythm) => {
      expect(parseDonationPush({ ...push, donation_rhythm: rhythm })).toMatchObject({ rhythm });
      const { campaign_id: _, ...rest } = push;
      expect(parseDonationPush({ ...rest, donation_rhythm: rhythm, parent_trx_id: 'TRX0000' })).toMatchObject({
        rhythm,
        parentTrxId: 'TRX0000',
      });
    },
  );
});

describe('Twingle dates (YmdHis, Europe/Berlin)', () => {
  it('reads winter and summer time and the night of the switch', () => {
    expect(parseTwingleDate('20260115120000', 'confirmed_at').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(parseTwingleDate('20260715120000', 'confirmed_at').toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(parseTwingleDate('20260329030000', 'confirmed_at').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(parseTwingleDate('20261025010000', 'confirmed_at').toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });

  it('formats back to the same wall clock', () => {
    for (const iso of ['2026-01-15T11:00:00.000Z', '2026-07-15T10:00:00.000Z', '2026-12-31T23:30:00.000Z']) {
      expect(parseTwingleDate(formatTwingleDate(new Date(iso)), 'x').toISOString()).toBe(iso);
    }
    expect(formatTwingleDate(new Date('2026-12-31T23:30:00.000Z'))).toBe('20270101003000');
  });
});

describe('parsePushBody', () => {
  it('reads a form body and a JSON object of scalars', () => {
    expect(parsePushBody('application/x-www-form-urlencoded', 'trx_id=T1&amount=2500&purpose=B%C3%A4ume')).toEqual({
      trx_id: 'T1',
      amount: '2500',
      purpose: 'Bäume',
    });
    expect(
      parsePushBody('application/json; charset=utf-8', '{"trx_id":"T1","amount":2500,"is_test":true,"x":null}'),
    ).toEqual({
      trx_id: 'T1',
      amount: '2500',
      is_test: 'true',
    });
  });

  it('refuses broken JSON, arrays, nested values and other media types', () => {
    expect(() => parsePushBody('application/json', '{')).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_format' }),
    );
    expect(() => parsePushBody('application/json', '[1]')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => parsePushBody('application/json', '{"amount":{"x":1}}')).toThrow(
      expect.objectContaining({ field: 'amount' }),
    );
    expect(() => parsePushBody('text/plain', 'a=b')).toThrow(expect.objectContaining({ status: 415 }));
  });
});
