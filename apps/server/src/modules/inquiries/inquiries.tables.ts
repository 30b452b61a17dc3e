import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { personalDataConsents } from '../privacy/index.js';

/**
 * Contact messages and door-measurement requests, stored before anything is sent (the visitor's answer
 * comes once the row is committed); their delivery to Telegram and e-mail is in notification_outbox.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    status: text('status').notNull().default('new'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** the contact message; null for a measurement request */
    message: text('message'),
    address: text('address'),
    preferredTime: text('preferred_time'),
    comment: text('comment'),
    /** the sender's address, for the rate limit's records and the consent */
    ip: text('ip').notNull(),
    /**
     * over the shop-wide ceiling of a minute: kept for staff to read in the admin list, not sent to
     * the shop's Telegram and e-mail (a flood would bury the real messages there)
     */
    held: boolean('held').notNull().default(false),
    /**
     * the consent to the processing of personal data given with the form
     * (null: an inquiry stored before consents were kept)
     */
    consentId: integer('consent_id').references(() => personalDataConsents.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('inquiries_type_status_idx').on(t.type, t.status, t.createdAt.desc()),
    check('inquiries_type_check', sql`${t.type} in ('contact', 'measurement')`),
    check('inquiries_status_check', sql`${t.status} in ('new', 'in_progress', 'done')`),
  ],
);
