import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, returnTarget } from './returnTarget';

describe('return target after sign-in', () => {
  it('goes back to where the guard sent the user from, with its query', () => {
    expect(returnTarget({ from: { pathname: '/mein-klimahain/pflanzbuch', search: '' } })).toBe(
      '/mein-klimahain/pflanzbuch',
    );
    expect(returnTarget({ from: { pathname: '/email-ueberpruefen', search: '?code=123456&username=a' } })).toBe(
      '/email-ueberpruefen?code=123456&username=a',
    );
  });

  it('falls back to the overview without a target or for anything not a path of this app', () => {
    expect(returnTarget(null)).toBe(AFTER_SIGN_IN);
    expect(returnTarget({})).toBe(AFTER_SIGN_IN);
    expect(returnTarget({ from: { pathname: '//evil.example/x', search: '' } })).toBe(AFTER_SIGN_IN);
    expect(returnTarget({ from: { pathname: 'https://evil.example', search: '' } })).toBe(AFTER_SIGN_IN);
  });
});
