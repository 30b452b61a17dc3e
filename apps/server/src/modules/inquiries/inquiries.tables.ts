import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const deliveryColumns = {
  /** Stored first, then delivered to Telegram with retries: nothing is lost while Telegram is down. */
  deliveryStatus: text('delivery_status').notNull().default('pending'),
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    ...deliveryColumns,
  },
  (t) => [
    index('contact_messages_pending_idx').on(t.deliveryStatus, t.nextAttemptAt),
    check(
      'contact_messages_delivery_status_check',
      sql`${t.deliveryStatus} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);

export const measurementRequests = pgTable(
  'measurement_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    comment: text('comment'),
    ...deliveryColumns,
  },
  (t) => [
    index('measurement_requests_pending_idx').on(t.deliveryStatus, t.nextAttemptAt),
    check(
      'measurement_requests_delivery_status_check',
      sql`${t.deliveryStatus} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);
