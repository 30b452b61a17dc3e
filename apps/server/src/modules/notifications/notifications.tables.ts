import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of messages: one row per message and channel (the shop's Telegram chat, an e-mail),
 * written in the same transaction as what it tells about (an inquiry, an order), then sent
 * by any process that claims it (FOR UPDATE SKIP LOCKED, with a lease), retried with backoff until it
 * is sent or refused for good.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    /** what kind of message it is: 'inquiry', 'order_created', 'order_cancelled', 'order_email' */
    topic: text('topic').notNull(),
    /**
     * whose message it is, as the module that wrote it keys it ('inquiry:42', 'order:17'): its
     * deliveries are looked up by it
     */
    about: text('about'),
    /** an e-mail's addressee: a customer; null for the shop's own inbox (SHOP_EMAIL) and for Telegram */
    recipient: text('recipient'),
    /** e-mail subject; null for Telegram */
    subject: text('subject'),
    /** the message as sent: Telegram's text (HTML parse mode) or the e-mail's plain text */
    body: text('body').notNull(),
    /** the e-mail's HTML part */
    html: text('html'),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** while `sending`: the claim's lease; past it another process may take the message again */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('notification_outbox_about_idx').on(t.about),
    check('notification_outbox_channel_check', sql`${t.channel} in ('telegram', 'email')`),
    check('notification_outbox_state_check', sql`${t.state} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
