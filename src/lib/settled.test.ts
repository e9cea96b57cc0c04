import { describe, expect, it } from 'vitest';
import { settled } from './settled';

describe('settled', () => {
  it('gives one promise per value, marked fulfilled so React’s use reads it without suspending', async () => {
    const value = { name: 'Teil' };
    const promise = settled(value);
    expect(settled(value)).toBe(promise);
    expect(promise).toMatchObject({ status: 'fulfilled', value });
    await expect(promise).resolves.toBe(value);
  });
});
