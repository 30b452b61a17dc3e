/**
 * The shop's message channels: its Telegram chat (the shop's settings, TELEGRAM_BOT_TOKEN and
 * TELEGRAM_CHAT_ID overriding them; read live, so a change needs no restart), its inbox
 * (SHOP_EMAIL) and e-mails to customers. The only writer of notification_outbox; it knows nothing of
 * what the messages tell (the orders and inquiries modules compose their own) beyond a topic and the
 * key of what they are about. Other services call `enqueue…(tx, …)` inside their own transaction, so a
 * message exists exactly when what it tells about was committed, and call `wake()` after the commit;
 * the worker (outbox-worker.ts) delivers it, retrying until it is sent or refused for good. A channel
 * that is not configured gets no rows: without Telegram, e-mail only.
 */
import { DeliveryChannel, type InquiryDelivery } from '@shop/shared/inquiries/schemas';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { NotificationTiming } from '../../config.js';
import type { Database } from '../../db/client.js';
import { column, queryRows } from '../../db/sql.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { createMailSender } from './mail.js';
import { notificationOutbox } from './notifications.tables.js';
import { createOutboxWorker } from './outbox-worker.js';
import type { Sender, SendOutcome } from './send-outcome.js';
import { createTelegramSender, sendTelegramMessage, type TelegramChat } from './telegram.js';

/** What a message is about (`topic`, e.g. 'order_created') and whose it is (`about`, e.g. 'order:17'). */
export interface MessageTag {
  topic: string;
  /** the key its deliveries are looked up by (deliveriesOf) */
  about: string;
}

/** A message to the shop itself: to its Telegram chat and, when it has one, to its inbox. */
export interface ShopMessage extends MessageTag {
  /** Telegram's text (HTML parse mode) */
  telegram: string;
  /** the e-mail to the shop's inbox (SHOP_EMAIL); none → Telegram only */
  email?: { subject: string; text: string; html: string };
}

export interface NotificationsDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  telegram: {
    /** TELEGRAM_API_URL: the Bot API's base URL (a stand-in in tests) */
    apiUrl: string;
    /**
     * The chat in force now, or null when none is set. Given the caller's transaction when asked
     * inside one (a message is stored only when there is a chat to send it to).
     */
    chat: (tx?: Database) => Promise<TelegramChat | null>;
  };
  /** SHOP_EMAIL: the shop's inbox; unset → no e-mail rows for the shop */
  shopEmail: string | undefined;
  timing: NotificationTiming;
}

type NewOutboxRow = typeof notificationOutbox.$inferInsert;

const DeliveryRow = z.object({
  about: column.text,
  channel: DeliveryChannel,
  state: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: column.int,
  last_error: column.text.nullable(),
  next_attempt_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
});

export function createNotificationsService(deps: NotificationsDeps) {
  const { db, telegram, shopEmail } = deps;
  const timeoutMs = deps.timing.sendTimeoutMs;
  const senders: Partial<Record<DeliveryChannel, Sender>> = {
    // always a lane: the chat may be set at any time, and is read again for each message
    telegram: createTelegramSender({ apiUrl: telegram.apiUrl, timeoutMs, chat: () => telegram.chat() }),
  };
  // customers' e-mails go out with or without the shop's inbox
  senders.email = createMailSender(deps.mailer, shopEmail);
  const worker = createOutboxWorker({ db, senders, timing: deps.timing, log: deps.log });

  async function store(tx: Database, rows: NewOutboxRow[]): Promise<void> {
    if (rows.length > 0) await tx.insert(notificationOutbox).values(rows);
  }

  return {
    /** Whether the shop has a Telegram chat now (its settings or the environment). */
    telegramConfigured: async (): Promise<boolean> => (await telegram.chat()) !== null,
    emailConfigured: shopEmail !== undefined,

    /**
     * A message to the shop: to the chat, and to the inbox when the shop has one and the message has
     * an e-mail form. A channel that is not configured gets no row.
     */
    async enqueueToShop(tx: Database, message: ShopMessage): Promise<void> {
      const { topic, about } = message;
      const chat = await telegram.chat(tx);
      await store(tx, [
        ...(chat ? [{ channel: 'telegram', topic, about, body: message.telegram }] : []),
        ...(shopEmail && message.email
          ? [
              {
                channel: 'email',
                topic,
                about,
                subject: message.email.subject,
                body: message.email.text,
                html: message.email.html,
              },
            ]
          : []),
      ]);
    },

    /**
     * E-mails to their own addressees (a customer; the shop's inbox named explicitly), stored in the
     * caller's transaction: a process that stops after the commit sends them after its restart.
     */
    async enqueueEmails(tx: Database, tag: MessageTag, messages: readonly MailMessage[]): Promise<void> {
      await store(
        tx,
        messages.map((message) => ({
          channel: 'email',
          topic: tag.topic,
          about: tag.about,
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
        })),
      );
    },

    /**
     * The delivery per channel of the messages about each key ('sending' is shown as 'pending': it is
     * not sent yet).
     */
    async deliveriesOf(keys: readonly string[]): Promise<Map<string, InquiryDelivery[]>> {
      const byKey = new Map<string, InquiryDelivery[]>();
      if (keys.length === 0) return byKey;
      const rows = await queryRows(
        db,
        sql`select about, channel, state, attempts, last_error, next_attempt_at, sent_at
          from notification_outbox where ${inArray(notificationOutbox.about, [...keys])}
          order by about, channel, id`,
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
        byKey.set(row.about, [...(byKey.get(row.about) ?? []), delivery]);
      }
      return byKey;
    },

    /**
     * Sends one message to `chat` now, outside the outbox (the admin's test message): the outcome as
     * the outbox would record it, Telegram's refusal in the owner's words.
     */
    sendTelegramNow: (chat: TelegramChat, text: string): Promise<SendOutcome> =>
      sendTelegramMessage(
        { ...chat, apiUrl: telegram.apiUrl, timeoutMs },
        text,
        new AbortController().signal,
      ),

    /** Call after the transaction that enqueued committed: this process sends at once. */
    wake: () => worker.wake(),
    start: (ready?: () => boolean) => worker.start(ready),
    stop: () => worker.stop(),
    /** Resolves when this process's worker has nothing in hand (tests). */
    idle: () => worker.idle(),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
