/**
 * Spec §4: the token is refreshed when it expires. One timer, set from the token's expiry a little ahead of it;
 * every new token (refresh, sign-in) replaces it, sign-out clears it.
 */
export interface RefreshScheduler {
  /** Plans the refresh for a token expiring at `expiresAt` (seconds since the epoch, the JWT `exp`). */
  schedule(expiresAt: number): void;
  clear(): void;
  /** When the planned refresh runs (ms since the epoch), or null. */
  plannedAt(): number | null;
}

export interface RefreshSchedulerOptions {
  refresh: () => void;
  /** How long before expiry to refresh (default one minute: requests in flight still carry a valid token). */
  leadMs?: number;
  now?: () => number;
}

export const REFRESH_LEAD_MS = 60_000;

export function createRefreshScheduler({
  refresh,
  leadMs = REFRESH_LEAD_MS,
  now = Date.now,
}: RefreshSchedulerOptions): RefreshScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let at: number | null = null;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    at = null;
  };
  return {
    schedule(expiresAt) {
      clear();
      at = Math.max(now(), expiresAt * 1000 - leadMs);
      timer = setTimeout(() => {
        timer = undefined;
        at = null;
        refresh();
      }, at - now());
    },
    clear,
    plannedAt: () => at,
  };
}
