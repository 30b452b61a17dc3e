import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.js';
import { inquiries } from '../inquiries/inquiries.tables.js';
import { orders } from '../orders/orders.tables.js';

/**
 * Consents to the processing of personal data (152-ФЗ), one per submitted form that took personal
 * data: what it was for, when, from which address, under which edition of the privacy policy.
 */
export const personalDataConsents = pgTable(
  'personal_data_consents',
  {
    id: serial('id').primaryKey(),
    /** 'registration', 'order', 'contact', 'measurement' */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    policyVersion: text('policy_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_consents_user_idx').on(t.userId),
    check(
      'personal_data_consents_purpose_check',
      sql`${t.purpose} in ('registration', 'order', 'contact', 'measurement')`,
    ),
  ],
);
