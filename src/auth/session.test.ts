import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, type AuthAdapter } from './session';

const adapter: AuthAdapter = {
  restore: async () => ({ status: 'signedIn', accessToken: 't', userId: 'u1' }),
  signOut: async () => {},
};

describe('session on-logout callbacks', () => {
  afterEach(() => session.set({ status: 'signedOut' }));

  it('run after sign-out, after the session is signed out, and stop once unregistered', async () => {
    await session.install(adapter);
    const seen: string[] = [];
    const off = session.onLogout(() => seen.push(session.get().status));
    await session.signOut();
    expect(seen).toEqual(['signedOut']);
    off();
    await session.install(adapter);
    await session.signOut();
    expect(seen).toEqual(['signedOut']);
  });

  it('a failing callback does not keep the others from running', async () => {
    await session.install(adapter);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const offA = session.onLogout(() => {
      throw new Error('boom');
    });
    const offB = session.onLogout(second);
    await session.signOut();
    expect(second).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    offA();
    offB();
    error.mockRestore();
  });
});
