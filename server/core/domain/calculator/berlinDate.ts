const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** The calendar day (yyyy-MM-dd) in Germany; shared by server and client. */
export const berlinDate = (at: Date): string => berlinDay.format(at);
