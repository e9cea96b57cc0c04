import { describe, expect, it } from 'vitest';
import { getHeaderStatus } from './headerStatus';

describe('getHeaderStatus', () => {
  it('is loading while the session is being checked', () => {
    expect(getHeaderStatus('loading', null)).toBe('loading');
    expect(getHeaderStatus('loading', { loadedSignedIn: true, hasFootprint: true })).toBe('loading');
  });

  it('shows the guest prompt to signed-out visitors, with or without data', () => {
    expect(getHeaderStatus('signedOut', null)).toBe('guest');
    expect(getHeaderStatus('signedOut', { loadedSignedIn: false, hasFootprint: false })).toBe('guest');
    // Just signed out: the data of the previous session must not show.
    expect(getHeaderStatus('signedOut', { loadedSignedIn: true, hasFootprint: true })).toBe('guest');
  });

  it('is loading for a signed-in viewer until the data has loaded', () => {
    expect(getHeaderStatus('signedIn', null)).toBe('loading');
  });

  it('is loading for a signed-in viewer while only guest data is there (right after sign-in)', () => {
    expect(getHeaderStatus('signedIn', { loadedSignedIn: false, hasFootprint: false })).toBe('loading');
  });

  it('prompts a signed-in viewer without a saved result to calculate one', () => {
    expect(getHeaderStatus('signedIn', { loadedSignedIn: true, hasFootprint: false })).toBe('no_footprint');
  });

  it('shows the footprint of a signed-in viewer with a saved result', () => {
    expect(getHeaderStatus('signedIn', { loadedSignedIn: true, hasFootprint: true })).toBe('footprint');
  });
});
