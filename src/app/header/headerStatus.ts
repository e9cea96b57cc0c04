import type { SessionState } from '../../auth/session';

/** Spec §4: what the wide header's secondary area shows. */
export type HeaderStatus = 'loading' | 'guest' | 'no_footprint' | 'footprint';

export interface HeaderStatusData {
  /** Whether the header data was loaded for a signed-in viewer (the query's `signedIn` variable). */
  loadedSignedIn: boolean;
  /** Whether the viewer has a saved calculator result (`calculator` is null when NOT_FOUND). */
  hasFootprint: boolean;
}

/**
 * The header status from the session and the header data (`null` while the query is still loading).
 *
 * A guest needs no data. A signed-in viewer needs data loaded for a signed-in viewer: right after signing in the
 * shell still holds the guest query until it has loaded again, and until then the header shows nothing.
 */
export function getHeaderStatus(session: SessionState['status'], data: HeaderStatusData | null): HeaderStatus {
  if (session === 'loading') return 'loading';
  if (session === 'signedOut') return 'guest';
  if (data === null || !data.loadedSignedIn) return 'loading';
  return data.hasFootprint ? 'footprint' : 'no_footprint';
}
