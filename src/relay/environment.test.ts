import { afterEach, expect, it } from 'vitest';
import { session } from '../auth/session';
import { environmentOwner, getEnvironment } from './environment';

afterEach(() => session.set({ status: 'signedOut' }));

it('gives every session owner an empty store of its own and keeps it across token refreshes', () => {
  session.set({ status: 'signedOut' });
  const guest = getEnvironment();
  session.set({ status: 'signedIn', accessToken: 'token-a1', userId: 'user-a' });
  const a = getEnvironment();
  session.set({ status: 'signedIn', accessToken: 'token-a2', userId: 'user-a' });
  expect(getEnvironment()).toBe(a);
  session.set({ status: 'signedIn', accessToken: 'token-b', userId: 'user-b' });
  const b = getEnvironment();
  session.set({ status: 'signedOut' });
  const guestAgain = getEnvironment();
  expect(new Set([guest, a, b, guestAgain]).size).toBe(4);
});

it('knows whose session an environment was made for', () => {
  session.set({ status: 'signedOut' });
  expect(environmentOwner(getEnvironment())).toBeNull();
  session.set({ status: 'signedIn', accessToken: 'token-c', userId: 'user-c' });
  expect(environmentOwner(getEnvironment())).toBe('user-c');
});
