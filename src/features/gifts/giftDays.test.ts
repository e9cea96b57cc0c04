import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_SHAPES, intlShaped } from '../../../tests/support/engineIntl';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a gift’s days in every engine', () => {
  // WebKit with CLDR 42 data wrote en-CA dates as 11/28/2026; the donation form computed the gift's window from
  // that for every visitor and crashed with „RangeError: Invalid Date“.
  it.each(Object.entries(ENGINE_SHAPES))('today up to a year ahead, in Germany: %s', async (_name, shape) => {
    vi.stubGlobal('Intl', intlShaped(shape));
    vi.resetModules();
    const { deliveryWindow } = await import('./giftDays');
    expect(deliveryWindow(new Date('2026-11-28T10:00:00Z'))).toEqual({ first: '2026-11-28', last: '2027-11-28' });
    expect(deliveryWindow(new Date('2028-02-28T23:30:00Z'))).toEqual({ first: '2028-02-29', last: '2029-02-28' });
  });
});
