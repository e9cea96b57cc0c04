import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: at('created_at').notNull(),
  addressId: text('address_id'),
  addressCountry: text('address_country'),
  addressPlace: text('address_place'),
  addressStreet: text('address_street'),
  addressZip: text('address_zip'),
  birthdate: at('birthdate'),
  companyName: text('company_name'),
  salutation: text('salutation'),
  profileCompletionSuppressedAt: at('profile_completion_suppressed_at'),
  closedAt: at('closed_at'),
  /** The donor switched off the mails about their orders' progress (profile); not part of UserRecord. */
  orderMailsOff: boolean('order_mails_off').notNull().default(false),
  receiptMailsOn: boolean('receipt_mails_on').notNull().default(false),
});
