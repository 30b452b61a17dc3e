/**
 * Sends what notification_outbox holds. Every process runs one worker; a message is claimed in one
 * short statement (`FOR UPDATE SKIP LOCKED`: state 'sending', a lease, attempts + 1), sent outside any
 * transaction while the lease is renewed, then marked sent, scheduled again (exponential backoff with a
 * cap, or as long as Telegram asked) or failed. A process that dies mid-send leaves its claim to expire:
 * the next worker to look sends the message again. The marks are fenced by the claim's attempt number,
 * so a worker that lost its lease never overwrites the new holder's outcome.
 *
 * Each channel is a lane of its own (one message at a time, so Telegram's per-chat limits and a slow
 * mail server do not hold each other up). A lane is woken at once after an enqueue in this process, at
 * the next due retry, and by a poll for what other processes stored. The loop never throws: failures
 * are logged (without the bot token, which is in Telegram's URL) and tried again later.
 */
import { DeliveryChannel } from '@shop/shared/inquiries/schemas';
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { NotificationTiming } from '../../config.js';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import type { OutboxMessage, Sender, SendOutcome } from './send-outcome.js';

const ClaimedRow = z.object({
  id: column.id,
  recipient: column.text.nullable(),
  subject: column.text.nullable(),
  body: column.text,
  html: column.text.nullable(),
  attempts: column.int,
});
type Claimed = z.infer<typeof ClaimedRow>;
const IdRow = z.object({ id: column.id });
const WaitRow = z.object({ wait_ms: z.number().nullable() });

/** A due message claimed while another process's claim statement holds it is looked for again this soon. */
const MIN_WAKE_MS = 100;

export interface OutboxWorkerOptions {
  db: Database;
  /** the channels this process can send through; rows of other channels are left alone */
  senders: Partial<Record<DeliveryChannel, Sender>>;
  timing: NotificationTiming;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export function createOutboxWorker({ db, senders, timing, log }: OutboxWorkerOptions) {
  const channels = DeliveryChannel.options.filter((channel) => senders[channel] !== undefined);
  const lease = sql`(${`${timing.leaseMs} milliseconds`})::interval`;
  let stopped = true;
  let canRun: () => boolean = () => true;
  let poll: NodeJS.Timeout | undefined;
  let soon: { timer: NodeJS.Timeout; at: number } | undefined;
  /** the running drain of each lane */
  const lanes = new Map<DeliveryChannel, Promise<void>>();
  /** lanes woken while they were draining: they look once more before they rest */
  const wokenAgain = new Set<DeliveryChannel>();
  /** a lane Telegram asked to wait (429): nothing is sent through it until then */
  const pausedUntil = new Map<DeliveryChannel, number>();
  const inFlight = new Set<AbortController>();

  const backoffMs = (attempts: number) =>
    Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  function claim(channel: DeliveryChannel): Promise<Claimed | undefined> {
    return queryRow(
      db,
      sql`update notification_outbox set state = 'sending', attempts = attempts + 1,
          locked_until = now() + ${lease}
        where id = (
          select id from notification_outbox
          where channel = ${channel}
            and ((state = 'pending' and next_attempt_at <= now())
              or (state = 'sending' and locked_until < now()))
          order by next_attempt_at, id
          limit 1
          for update skip locked)
        returning id, recipient, subject, body, html, attempts`,
      ClaimedRow,
    );
  }

  /** Updates the claimed row only while this worker's claim is the current one. */
  async function whileHeld(message: Claimed, set: ReturnType<typeof sql>): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`update notification_outbox set ${set}
        where id = ${message.id} and state = 'sending' and attempts = ${message.attempts}
        returning id`,
      IdRow,
    );
    return rows.length > 0;
  }

  async function settle(channel: DeliveryChannel, message: Claimed, outcome: SendOutcome): Promise<void> {
    const context = { id: message.id, channel, attempts: message.attempts };
    let held: boolean;
    if (outcome.kind === 'sent') {
      held = await whileHeld(
        message,
        sql`state = 'sent', sent_at = now(), locked_until = null, last_error = null`,
      );
      log.info(context, 'notification sent');
    } else if (outcome.kind === 'failed') {
      held = await whileHeld(
        message,
        sql`state = 'failed', locked_until = null, last_error = ${outcome.error}`,
      );
      log.error({ ...context, reason: outcome.error }, 'notification refused for good');
    } else {
      if (outcome.afterMs !== undefined) pausedUntil.set(channel, Date.now() + outcome.afterMs);
      const delay = stopped ? 0 : (outcome.afterMs ?? backoffMs(message.attempts));
      held = await whileHeld(
        message,
        sql`state = 'pending', locked_until = null, last_error = ${outcome.error},
          next_attempt_at = now() + ${`${delay} milliseconds`}::interval`,
      );
      log.warn({ ...context, reason: outcome.error, retryInMs: delay }, 'notification not sent, will retry');
    }
    if (!held) log.warn(context, 'notification claim expired while sending: another worker took it over');
  }

  async function deliver(channel: DeliveryChannel, message: Claimed): Promise<void> {
    const abort = new AbortController();
    inFlight.add(abort);
    const renewal = setInterval(
      () => {
        whileHeld(message, sql`locked_until = now() + ${lease}`).catch((err: unknown) =>
          log.warn({ err, id: message.id }, 'notification lease not renewed'),
        );
      },
      Math.max(Math.floor(timing.leaseMs / 3), 50),
    );
    let outcome: SendOutcome;
    try {
      outcome = await senders[channel]!(message satisfies OutboxMessage, abort.signal);
    } catch (err) {
      // a sender reports failures as outcomes; this is a bug, and the message is kept for a retry
      log.error({ err, id: message.id, channel }, 'notification sender threw');
      outcome = { kind: 'retry', error: NOTIFICATION_TEXTS.errors.unexpected };
    } finally {
      clearInterval(renewal);
      inFlight.delete(abort);
    }
    await settle(channel, message, outcome);
  }

  async function drainLane(channel: DeliveryChannel): Promise<void> {
    while (!stopped) {
      const pause = (pausedUntil.get(channel) ?? 0) - Date.now();
      if (pause > 0) return wakeIn(pause);
      const message = await claim(channel);
      if (!message) return;
      await deliver(channel, message);
    }
  }

  function runLane(channel: DeliveryChannel): void {
    if (lanes.has(channel)) {
      wokenAgain.add(channel);
      return;
    }
    const run = (async () => {
      do {
        wokenAgain.delete(channel);
        await drainLane(channel);
      } while (wokenAgain.has(channel) && !stopped);
    })()
      .catch((err: unknown) => log.error({ err, channel }, 'notification outbox: delivery loop failed'))
      .finally(() => {
        lanes.delete(channel);
        scheduleNextDue().catch((err: unknown) =>
          log.warn({ err }, 'notification outbox: next retry not scheduled'),
        );
      });
    lanes.set(channel, run);
  }

  function wake(): void {
    if (stopped || !canRun()) return;
    for (const channel of channels) runLane(channel);
  }

  /** One timer for the soonest wake the poll would miss. */
  function wakeIn(ms: number): void {
    if (stopped) return;
    const at = Date.now() + Math.max(ms, MIN_WAKE_MS);
    if (soon && soon.at <= at) return;
    if (soon) clearTimeout(soon.timer);
    const timer = setTimeout(() => {
      soon = undefined;
      wake();
    }, at - Date.now());
    timer.unref();
    soon = { timer, at };
  }

  /** The next retry (or expiring claim) of a lane that is not paused, when it comes before the poll. */
  async function scheduleNextDue(): Promise<void> {
    const open = channels.filter((channel) => (pausedUntil.get(channel) ?? 0) <= Date.now());
    if (stopped || !canRun() || open.length === 0) return;
    const row = await queryRow(
      db,
      sql`select (extract(epoch from min(case when state = 'pending' then next_attempt_at else locked_until end)
            - now()) * 1000)::float8 as wait_ms
        from notification_outbox
        where state in ('pending', 'sending') and channel = any(${sql`${`{${open.join(',')}}`}::text[]`})`,
      WaitRow,
    );
    const waitMs = row?.wait_ms;
    if (waitMs !== null && waitMs !== undefined && waitMs < timing.pollMs) wakeIn(waitMs);
  }

  return {
    channels,
    /** Looks for due messages now (after an enqueue in this process has committed). */
    wake,
    /** Starts polling; `ready` says whether the database can be used yet (migrations ran). */
    start(ready: () => boolean = () => true): void {
      if (channels.length === 0) return;
      canRun = ready;
      stopped = false;
      poll = setInterval(wake, timing.pollMs);
      poll.unref();
      wake();
    },
    /** Stops: sends in flight are interrupted and their messages given back for the next worker. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poll);
      if (soon) clearTimeout(soon.timer);
      soon = undefined;
      for (const abort of inFlight) abort.abort();
      await Promise.all(lanes.values());
    },
    /** Resolves when no lane of this process is working (tests). */
    async idle(): Promise<void> {
      while (lanes.size > 0) await Promise.all(lanes.values());
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
