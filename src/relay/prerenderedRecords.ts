/**
 * The prerendered page's Relay records, handed from hydration (src/ssr/hydration.ts) to the session's store without
 * loading Relay for it: a page whose data waits for the reader (src/ssr/deferredHydration.ts) would otherwise fetch
 * relay-runtime before it is idle. environment.ts takes them as it loads — before any query can read the store.
 */
type Records = Record<string, unknown>;

let pending: Records | null = null;
let publish: ((records: Records) => void) | null = null;

export function handOverPrerenderedRecords(records: Records): void {
  if (publish) publish(records);
  else pending = records;
}

/** Called once by environment.ts: records handed over before or after reach the store. */
export function receivePrerenderedRecords(into: (records: Records) => void): void {
  publish = into;
  if (pending) into(pending);
  pending = null;
}
