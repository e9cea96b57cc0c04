import { useSyncExternalStore } from 'react';
import { germanDay } from '../../server/core/domain/calendar/calendarDays';

const noSubscription = () => () => {};
/** A string, so React sees the same snapshot on every render of one day. */
const todayIso = () => germanDay(new Date());
const notKnownYet = () => null;

/**
 * Today's date in Germany (yyyy-MM-dd) — null while a prerendered page is hydrated and on the server. A page prerendered
 * at build time must not print the build's date as today: React renders the server's null during hydration, then
 * the browser's date.
 */
export function useTodayInBrowser(): string | null {
  return useSyncExternalStore(noSubscription, todayIso, notKnownYet);
}
