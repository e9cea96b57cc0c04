import { reportErrorOnce } from '../errorReporting/reportFrontendError';
import { germanDay, oneYearAfter } from '../../../server/core/domain/calendar/calendarDays';
import type { IsoDate } from '../../../server/core/repositories/types';

/** The days a gift can be delivered on, as the server counts them: today in Germany up to a year ahead. */
export function deliveryWindow(now: Date = new Date()): { first: IsoDate; last: IsoDate } {
  const first = germanDay(now);
  return { first, last: oneYearAfter(first) };
}

/** Today in Germany for a new gift, or null (reported) when this browser cannot tell it. */
export function giftToday(): IsoDate | null {
  try {
    return deliveryWindow().first;
  } catch (error) {
    reportErrorOnce(error);
    return null;
  }
}
