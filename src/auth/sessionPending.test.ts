import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityUnavailableError, session, type AuthAdapter } from './session';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const signedIn = { status: 'signedIn', accessToken: 't', userId: 'u1' } as const;

describe('session pending flags and endings (spec §4)', () => {
  afterEach(() => session.set({ status: 'signedOut' }));

  it('raises the sign-out flag while signing out, then signs out and runs the on-logout callbacks', async () => {
    const gate = deferred();
    await session.install({ restore: async () => signedIn, signOut: () => gate.promise });
    const seen: string[] = [];
    const off = session.onLogout(() => seen.push(session.get().status));
    const signingOut = session.signOut();
    expect(session.pending()).toEqual({ signIn: false, signOut: true, deleteUser: false });
    expect(session.get().status).toBe('signedIn');
    gate.resolve();
    await signingOut;
    expect(session.pending().signOut).toBe(false);
    expect(seen).toEqual(['signedOut']);
    off();
  });

  it('keeps the session and runs no callbacks when sign-out fails', async () => {
    await session.install({ restore: async () => signedIn, signOut: async () => Promise.reject(new Error('offline')) });
    const callback = vi.fn();
    const off = session.onLogout(callback);
    await expect(session.signOut()).rejects.toThrow('offline');
    expect(session.get().status).toBe('signedIn');
    expect(session.pending().signOut).toBe(false);
    expect(callback).not.toHaveBeenCalled();
    off();
  });

  it('raises the deletion flag, then signs out and runs the on-logout callbacks', async () => {
    const gate = deferred();
    const adapter: AuthAdapter = {
      restore: async () => signedIn,
      signOut: async () => {},
      deleteUser: () => gate.promise,
    };
    await session.install(adapter);
    const callback = vi.fn();
    const off = session.onLogout(callback);
    const deleting = session.deleteUser();
    expect(session.pending().deleteUser).toBe(true);
    gate.resolve();
    await deleting;
    expect(session.pending().deleteUser).toBe(false);
    expect(session.get().status).toBe('signedOut');
    expect(callback).toHaveBeenCalledOnce();
    off();
  });

  it('raises the sign-in flag for the duration of a sign-in, also when it fails', async () => {
    const listener = vi.fn();
    const off = session.subscribePending(listener);
    const gate = deferred();
    const signingIn = session.trackSignIn(() => gate.promise);
    expect(session.pending().signIn).toBe(true);
    gate.reject(new Error('NotAuthorizedException'));
    await expect(signingIn).rejects.toThrow();
    expect(session.pending().signIn).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });

  it('has no identity provider and no deletion in mock mode', async () => {
    await session.install({ restore: async () => signedIn, signOut: async () => {} });
    expect(session.hasIdentity()).toBe(false);
    await expect(session.identity()).rejects.toBeInstanceOf(IdentityUnavailableError);
    await expect(session.deleteUser()).rejects.toBeInstanceOf(IdentityUnavailableError);
  });

  it('is signed out and reports the failure when the session cannot be checked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await session.install({ restore: async () => Promise.reject(new Error('chunk')), signOut: async () => {} });
    expect(session.get().status).toBe('signedOut');
    expect(session.restoreFailed()).toBe(true);
    warn.mockRestore();
  });

  it('tells listeners only about real changes (the same token twice is one change)', () => {
    session.set({ status: 'signedOut' });
    const listener = vi.fn();
    const off = session.subscribe(listener);
    session.set(signedIn);
    session.set({ ...signedIn });
    expect(listener).toHaveBeenCalledOnce();
    off();
  });
});
