/**
 * The one SQL schema for PGlite and PostgreSQL, a file per aggregate in schema/. `npm run db:generate` reads it from
 * here (drizzle.config.ts) and turns changes into a migration in drizzle/; the server applies the migrations at start.
 * Money is stored in cents (integer), never as a float.
 */
export * from './schema/aboChanges.js';
export * from './schema/aboManageLinks.js';
export * from './schema/calculatorStates.js';
export * from './schema/contactMessages.js';
export * from './schema/donations.js';
export * from './schema/frontendErrors.js';
export * from './schema/mailQueue.js';
export * from './schema/newsletter.js';
export * from './schema/orders.js';
export * from './schema/paymentIntents.js';
export * from './schema/plots.js';
export * from './schema/rateLimits.js';
export * from './schema/receipts.js';
export * from './schema/teamTasks.js';
export * from './schema/treeGifts.js';
export * from './schema/users.js';
