/**
 * Messages to the shop itself: its Telegram chat (TELEGRAM_BOT_TOKEN + TELEGRAM_CHAT_ID) and its inbox
 * (SHOP_EMAIL); and the order e-mails to customers. The only writer of notification_outbox. Other services call `enqueue…(tx, …)` inside
 * their own transaction, so a message exists exactly when what it tells about was committed, and call
 * `wake()` after the commit; the worker (outbox-worker.ts) delivers it, retrying until it is sent or
 * refused for good. A channel that is not configured gets no rows: without Telegram, e-mail only.
 */
import { DeliveryChannel, type InquiryDelivery } from '@shop/shared/inquiries/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config, NotificationTiming } from '../../config.js';
import type { Database } from '../../db/client.js';
import { column, intArray, queryRows } from '../../db/sql.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { createMailSender } from './mail.js';
import {
  inquiryEmail,
  inquiryTelegram,
  orderCancelledTelegram,
  orderCreatedTelegram,
  type CancelledBy,
  type InquiryNotice,
  type OrderNotice,
} from './messages.js';
import { notificationOutbox } from './notifications.tables.js';
import { createOutboxWorker } from './outbox-worker.js';
import type { Sender } from './send-outcome.js';
import { createTelegramSender } from './telegram.js';

export type { CancelledBy, InquiryNotice, OrderNotice } from './messages.js';

export interface NotificationsDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  telegram: Config['telegram'];
  /** SHOP_EMAIL: the shop's inbox; unset → no e-mail rows */
  shopEmail: string | undefined;
  /** PUBLIC_URL: messages link to the admin pages when it is known */
  publicUrl: string | undefined;
  timing: NotificationTiming;
}

type NewOutboxRow = typeof notificationOutbox.$inferInsert;

const DeliveryRow = z.object({
  inquiry_id: column.id,
  channel: DeliveryChannel,
  state: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: column.int,
  last_error: column.text.nullable(),
  next_attempt_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
});

export function createNotificationsService(deps: NotificationsDeps) {
  const { db, telegram, shopEmail, publicUrl } = deps;
  const telegramChat =
    telegram.botToken && telegram.chatId
      ? { botToken: telegram.botToken, chatId: telegram.chatId, apiUrl: telegram.apiUrl }
      : undefined;
  const senders: Partial<Record<DeliveryChannel, Sender>> = {};
  if (telegramChat) {
    senders.telegram = createTelegramSender({ ...telegramChat, timeoutMs: deps.timing.sendTimeoutMs });
  }
  // customers' e-mails go out with or without the shop's inbox
  senders.email = createMailSender(deps.mailer, shopEmail);
  const worker = createOutboxWorker({ db, senders, timing: deps.timing, log: deps.log });

  async function store(tx: Database, rows: NewOutboxRow[]): Promise<void> {
    if (rows.length > 0) await tx.insert(notificationOutbox).values(rows);
  }

  const telegramRow = (row: Omit<NewOutboxRow, 'channel'>): NewOutboxRow[] =>
    telegramChat ? [{ ...row, channel: 'telegram' }] : [];

  return {
    telegramConfigured: telegramChat !== undefined,
    emailConfigured: shopEmail !== undefined,

    /** A new contact message or measurement request: to the chat and to the inbox. */
    async enqueueInquiry(tx: Database, inquiry: InquiryNotice): Promise<void> {
      const email = shopEmail ? inquiryEmail(inquiry, publicUrl) : undefined;
      await store(tx, [
        ...telegramRow({
          topic: 'inquiry',
          inquiryId: inquiry.id,
          body: inquiryTelegram(inquiry, publicUrl),
        }),
        ...(email
          ? [
              {
                channel: 'email',
                topic: 'inquiry',
                inquiryId: inquiry.id,
                subject: email.subject,
                body: email.text,
                html: email.html,
              },
            ]
          : []),
      ]);
    },

    /** A new order: to the chat (its e-mail to SHOP_EMAIL is the orders module's). */
    async enqueueOrderCreated(tx: Database, order: OrderNotice): Promise<void> {
      await store(
        tx,
        telegramRow({
          topic: 'order_created',
          orderId: order.id,
          body: orderCreatedTelegram(order, publicUrl),
        }),
      );
    },

    /**
     * An order's e-mails (to its customer, to the shop's inbox), stored in the transaction that placed
     * or changed the order: a process that stops after the commit sends them after its restart.
     */
    async enqueueOrderEmails(tx: Database, orderId: number, messages: readonly MailMessage[]): Promise<void> {
      await store(
        tx,
        messages.map((message) => ({
          channel: 'email',
          topic: 'order_email',
          orderId,
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
        })),
      );
    },

    /** A cancelled order, by its customer or by staff: to the chat. */
    async enqueueOrderCancelled(tx: Database, order: OrderNotice, by: CancelledBy): Promise<void> {
      await store(
        tx,
        telegramRow({
          topic: 'order_cancelled',
          orderId: order.id,
          body: orderCancelledTelegram(order, by, publicUrl),
        }),
      );
    },

    /** Each inquiry's delivery per channel ('sending' is shown as 'pending': it is not sent yet). */
    async deliveriesOf(inquiryIds: readonly number[]): Promise<Map<number, InquiryDelivery[]>> {
      const byInquiry = new Map<number, InquiryDelivery[]>();
      if (inquiryIds.length === 0) return byInquiry;
      const rows = await queryRows(
        db,
        sql`select inquiry_id, channel, state, attempts, last_error, next_attempt_at, sent_at
          from notification_outbox where inquiry_id = any(${intArray(inquiryIds)})
          order by inquiry_id, channel, id`,
        DeliveryRow,
      );
      for (const row of rows) {
        const waiting = row.state === 'pending' || row.state === 'sending';
        const delivery: InquiryDelivery = {
          channel: row.channel,
          state: waiting ? 'pending' : (row.state as 'sent' | 'failed'),
          attempts: row.attempts,
          last_error: row.last_error,
          next_attempt_at: waiting ? row.next_attempt_at.toISOString() : null,
          sent_at: row.sent_at?.toISOString() ?? null,
        };
        byInquiry.set(row.inquiry_id, [...(byInquiry.get(row.inquiry_id) ?? []), delivery]);
      }
      return byInquiry;
    },

    /** Call after the transaction that enqueued committed: this process sends at once. */
    wake: () => worker.wake(),
    start: (ready?: () => boolean) => worker.start(ready),
    stop: () => worker.stop(),
    /** Resolves when this process's worker has nothing in hand (tests). */
    idle: () => worker.idle(),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
