/**
 * Twingle's donation push, read and checked without any transport: its format (twinglePushFormat.ts), its fields
 * (twinglePushFields.ts), its dates (twinglePushDates.ts) and its body (twinglePushBody.ts).
 */
export * from './twinglePushBody.js';
export * from './twinglePushDates.js';
export * from './twinglePushFields.js';
export * from './twinglePushFormat.js';
