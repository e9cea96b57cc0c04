import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { createAuthController, type AuthEvent, type AuthPort, type TokenInfo } from './authController';

const NOW = new Date('2026-05-01T10:00:00Z').getTime();
const token = (n: number, lifetimeS = 3600): TokenInfo => ({
  accessToken: `t${n}`,
  sub: 'user-1',
  expiresAt: NOW / 1000 + lifetimeS,
});

function fakePort(initial: TokenInfo | null) {
  let tokens = initial;
  let emit: (event: AuthEvent) => void = () => {};
  const refreshed: TokenInfo[] = [];
  const port: AuthPort = {
    currentTokens: vi.fn(async (force: boolean) => {
      if (force && tokens) {
        const next = refreshed.shift();
        tokens = next ?? null;
      }
      return tokens;
    }),
    signOut: vi.fn(async () => {
      tokens = null;
    }),
    deleteUser: vi.fn(async () => {
      tokens = null;
    }),
    listen: (handler) => {
      emit = handler;
      return () => {};
    },
  };
  return {
    port,
    emit: (event: AuthEvent) => emit(event),
    setTokens: (next: TokenInfo | null) => (tokens = next),
    queueRefresh: (next: TokenInfo) => refreshed.push(next),
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('auth controller (spec §4 session rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    session.set({ status: 'loading' });
  });
  afterEach(() => {
    vi.useRealTimers();
    session.set({ status: 'signedOut' });
  });

  it('restores the user from stored tokens, with the token subject as user id, and plans the refresh', async () => {
    const { port } = fakePort(token(1));
    const controller = createAuthController(port);
    await session.install({ restore: controller.restore, signOut: controller.signOut });
    expect(session.get()).toEqual({ status: 'signedIn', accessToken: 't1', userId: 'user-1' });
    expect(session.isReady()).toBe(true);
    expect(controller.scheduler.plannedAt()).toBe(NOW + 3600_000 - 60_000);
    controller.dispose();
  });

  it('is ready and signed out without tokens, with nothing planned', async () => {
    const controller = createAuthController(fakePort(null).port);
    await session.install({ restore: controller.restore, signOut: controller.signOut });
    expect(session.get()).toEqual({ status: 'signedOut' });
    expect(session.isReady()).toBe(true);
    expect(controller.scheduler.plannedAt()).toBeNull();
    controller.dispose();
  });

  it('refreshes a minute before expiry and plans the next refresh from the new token', async () => {
    const fake = fakePort(token(1, 600));
    const controller = createAuthController(fake.port);
    await session.install({ restore: controller.restore, signOut: controller.signOut });
    fake.queueRefresh({ ...token(2, 600 + 3600) });
    await vi.advanceTimersByTimeAsync(539_000);
    expect(fake.port.currentTokens).not.toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.port.currentTokens).toHaveBeenCalledWith(true);
    expect(session.accessToken()).toBe('t2');
    expect(controller.scheduler.plannedAt()).toBe(NOW + (600 + 3600) * 1000 - 60_000);
    controller.dispose();
  });

  it('reschedules on a sign-in or token-refresh event and clears the plan on a sign-out event', async () => {
    const fake = fakePort(null);
    const controller = createAuthController(fake.port);
    await session.install({ restore: controller.restore, signOut: controller.signOut });
    fake.setTokens(token(3, 1800));
    fake.emit('signedIn');
    await flush();
    expect(session.get()).toEqual({ status: 'signedIn', accessToken: 't3', userId: 'user-1' });
    expect(controller.scheduler.plannedAt()).toBe(NOW + 1800_000 - 60_000);
    fake.setTokens(token(4, 7200));
    fake.emit('tokenRefresh');
    await flush();
    expect(session.accessToken()).toBe('t4');
    expect(controller.scheduler.plannedAt()).toBe(NOW + 7200_000 - 60_000);
    fake.emit('signedOut');
    expect(controller.scheduler.plannedAt()).toBeNull();
    controller.dispose();
  });

  it('ends the session and runs the on-logout callbacks once when a refresh fails', async () => {
    const fake = fakePort(token(1, 120));
    const controller = createAuthController(fake.port);
    await session.install({ restore: controller.restore, signOut: controller.signOut });
    const onLogout = vi.fn();
    const off = session.onLogout(onLogout);
    // No refreshed token queued: the refresh yields none (refresh token revoked).
    await vi.advanceTimersByTimeAsync(60_000);
    fake.emit('tokenRefresh_failure');
    expect(session.get()).toEqual({ status: 'signedOut' });
    expect(onLogout).toHaveBeenCalledOnce();
    off();
    controller.dispose();
  });

  it('tries again later when a refresh fails for a transient reason, keeping the session', async () => {
    const fake = fakePort(token(1, 120));
    const controller = createAuthController(fake.port);
    await session.install({ restore: controller.restore, signOut: controller.signOut });
    vi.mocked(fake.port.currentTokens).mockRejectedValueOnce(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.accessToken()).toBe('t1');
    expect(controller.scheduler.plannedAt()).toBe(NOW + 60_000 + 60_000);
    warn.mockRestore();
    controller.dispose();
  });

  it('clears the plan after sign-out (also global) and after deleting the user', async () => {
    const fake = fakePort(token(1));
    const controller = createAuthController(fake.port);
    await session.install({
      restore: controller.restore,
      signOut: controller.signOut,
      deleteUser: controller.deleteUser,
    });
    await session.signOut({ global: true });
    expect(fake.port.signOut).toHaveBeenCalledWith({ global: true });
    expect(controller.scheduler.plannedAt()).toBeNull();
    fake.setTokens(token(2));
    await session.install({
      restore: controller.restore,
      signOut: controller.signOut,
      deleteUser: controller.deleteUser,
    });
    expect(controller.scheduler.plannedAt()).not.toBeNull();
    await session.deleteUser();
    expect(fake.port.deleteUser).toHaveBeenCalledOnce();
    expect(controller.scheduler.plannedAt()).toBeNull();
    controller.dispose();
  });
});
