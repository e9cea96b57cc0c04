import { RecordSource } from 'relay-runtime';
import { getEnvironment } from '../relay/environment';

/** Puts the prerendered page's Relay records into the session's store, so its queries are answered from there. */
export function publishRecords(records: Record<string, unknown>): void {
  const store = getEnvironment().getStore();
  store.publish(new RecordSource(records as ConstructorParameters<typeof RecordSource>[0]));
  store.notify();
}
