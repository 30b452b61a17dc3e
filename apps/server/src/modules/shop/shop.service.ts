import {
  DEMO_SHOP_SETTINGS,
  maskBotToken,
  transportLimits,
  type ShopPublic,
  type ShopSettings,
  type ShopTelegram,
  type ShopTelegramTestResult,
  type ShopTelegramUpdate,
  type ShopUpdate,
} from '@shop/shared/shop/settings';
import { SHOP_TELEGRAM_TEXTS } from '@shop/shared/shop/texts';
import type { TransportLimits } from '@shop/shared/delivery/transport';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { CatalogChanges } from '../../lib/catalog-changes.js';
import { diff } from '../../lib/changes.js';
import { AppError } from '../../lib/errors.js';
import { escapeHtml } from '../../lib/html.js';
import type { EventPublisher } from '../../lib/events.js';
import type { Actor, HistoryService } from '../history/index.js';
import { shopSettings } from './shop.tables.js';
import { wellFormed } from '../../lib/well-formed.js';
import type { CacheStats } from '../../lib/cache-stats.js';

/**
 * How long a process answers from the settings it read (ms): a change saved by another process shows
 * within this time, without a restart; one saved by this process shows at once.
 */
export const SHOP_CACHE_MS = 5_000;

/** The single row's id (the table's check allows no other). */
const SHOP_ROW_ID = 1;

/** PUT /api/shop's body as the route hands it over: parsed by the shared schema (trimmed, nulls). */
export type ShopUpdateValues = z.output<typeof ShopUpdate>;

/** PUT /api/shop/telegram's body as the route hands it over. */
export type ShopTelegramValues = z.output<typeof ShopTelegramUpdate>;

/** The chat the shop's messages go to. */
export interface TelegramChat {
  botToken: string;
  chatId: string;
}

/** What sending one message came to (the notifications face's outcome). */
export type TelegramSendOutcome = { kind: 'sent' } | { kind: 'retry' | 'failed'; error: string };

export interface ShopTelegramDeps {
  /** TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID: each, when set, wins over the saved value */
  env: { botToken?: string | undefined; chatId?: string | undefined };
  /** sends one message now (the notifications face's `sendTelegramNow`): the test message */
  send: (chat: TelegramChat, text: string) => Promise<TelegramSendOutcome>;
}

export interface ShopServiceDeps {
  db: Database;
  history: Pick<HistoryService, 'record'>;
  events: EventPublisher;
  /**
   * the database's change notices (migration 0024: a save anywhere notifies like the catalogue), so a
   * save by another process usually shows at once; the cache time bounds it when a notice is missed
   */
  changes?: Pick<CatalogChanges, 'onChange'>;
  /** the Telegram chat's environment overrides and sender; none: no environment, no test message */
  telegram?: ShopTelegramDeps;
  /** SHOP_CACHE_MS unless told otherwise (tests shorten it) */
  cacheMs?: number;
  /** where the settings cache's hits and misses are counted (/metrics) */
  cacheStats?: CacheStats;
  now?: () => number;
}

/** The public part of stored settings: everything but the Telegram chat. */
function toPublic(settings: ShopSettings, updatedAt: Date | null): ShopPublic {
  const { telegram: _telegram, ...shown } = settings;
  return { ...shown, updatedAt: updatedAt?.toISOString() ?? null };
}

/** Stored settings over the defaults: a field added to the schema later has its default until saved. */
const withDefaults = (stored: ShopSettings): ShopSettings => ({ ...DEMO_SHOP_SETTINGS, ...stored });

/** The same value with every object's keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/** The Telegram settings as the change history keeps them: the token masked. */
const recordedTelegram = ({ botToken, chatId }: ShopSettings['telegram']) => ({
  telegramBotToken: botToken === null ? null : maskBotToken(botToken),
  telegramChatId: chatId,
});

/** The fields the change history compares: the public ones (the Telegram chat is saved apart). */
function recorded(settings: ShopSettings): Record<string, unknown> {
  const { telegram: _telegram, ...fields } = settings;
  return canonical(fields) as Record<string, unknown>;
}

/**
 * The shop's own details (name, requisites, addresses, phones, hours, map, page texts), editable by
 * admins. Read by every page and by the e-mails, so each process keeps them for SHOP_CACHE_MS.
 */
/**
 * The saved settings, their row locked for the caller's transaction (made from the demo defaults when
 * missing): concurrent saves wait for each other on it.
 */
async function lockedSettings(tx: Database): Promise<ShopSettings> {
  await tx
    .insert(shopSettings)
    .values({ id: SHOP_ROW_ID, settings: DEMO_SHOP_SETTINGS })
    .onConflictDoNothing();
  const [locked] = await tx
    .select({ settings: shopSettings.settings })
    .from(shopSettings)
    .where(eq(shopSettings.id, SHOP_ROW_ID))
    .for('update');
  return withDefaults(locked!.settings);
}

export function createShopService({
  db,
  history,
  events,
  changes,
  telegram,
  cacheMs = SHOP_CACHE_MS,
  cacheStats,
  now = Date.now,
}: ShopServiceDeps) {
  /** the settings as read, and their public part */
  interface Loaded {
    settings: ShopSettings;
    value: ShopPublic;
  }
  let cached: (Loaded & { until: number }) | undefined;
  let loading: Promise<Loaded> | undefined;
  // a read that began before a save must not put the older settings back in the cache
  let generation = 0;

  async function read(executor: Database): Promise<{ settings: ShopSettings; updatedAt: Date | null }> {
    const [row] = await executor
      .select({ settings: shopSettings.settings, updatedAt: shopSettings.updatedAt })
      .from(shopSettings)
      .where(eq(shopSettings.id, SHOP_ROW_ID));
    return row
      ? { settings: withDefaults(row.settings), updatedAt: row.updatedAt }
      : { settings: DEMO_SHOP_SETTINGS, updatedAt: null };
  }

  function load(): Promise<Loaded> {
    const started = generation;
    const pending = read(db)
      .then(({ settings, updatedAt }) => {
        const loaded = { settings, value: toPublic(settings, updatedAt) };
        if (started === generation) cached = { ...loaded, until: now() + cacheMs };
        return loaded;
      })
      .finally(() => {
        if (loading === pending) loading = undefined;
      });
    loading = pending;
    return pending;
  }

  function forget() {
    generation += 1;
    cached = undefined;
    loading = undefined;
  }

  changes?.onChange(forget);

  /**
   * The settings as saved (cached ≤ cacheMs). Inside a transaction a cold cache is read through it
   * (a second connection could wait for it); such a read is not kept.
   */
  async function loaded(tx?: Database): Promise<Loaded> {
    const fresh = cached && now() < cached.until;
    cacheStats?.[fresh ? 'hit' : 'miss']('shop_settings');
    if (cached && fresh) return cached;
    if (tx) {
      const { settings, updatedAt } = await read(tx);
      return { settings, value: toPublic(settings, updatedAt) };
    }
    return loading ?? load();
  }

  /** The Telegram values in force: the environment's, else the saved ones. */
  function telegramInForce(saved: ShopSettings['telegram']) {
    const env = telegram?.env ?? {};
    return {
      botToken: env.botToken || saved.botToken,
      chatId: env.chatId || saved.chatId,
      fromEnvironment: { botToken: Boolean(env.botToken), chatId: Boolean(env.chatId) },
    };
  }

  function telegramView(saved: ShopSettings['telegram']): ShopTelegram {
    const { botToken, chatId, fromEnvironment } = telegramInForce(saved);
    return {
      botTokenSet: Boolean(botToken),
      botTokenMasked: botToken ? maskBotToken(botToken) : null,
      chatId: chatId || null,
      fromEnvironment,
    };
  }

  /** The chat the shop's messages go to now, or null while the token or the chat is missing. */
  async function telegramChat(tx?: Database): Promise<TelegramChat | null> {
    const { botToken, chatId } = telegramInForce((await loaded(tx)).settings.telegram);
    return botToken && chatId ? { botToken, chatId } : null;
  }

  return {
    /** The settings every page shows: the saved ones, or the demo defaults (`updatedAt` null). */
    async current(): Promise<ShopPublic> {
      return (await loaded()).value;
    },

    telegramChat,

    /**
     * The special-transport limits in force (issue 27), for the shared `needsSpecialTransport`: the
     * cart and the checkout call it (cached like `current()`; a cold cache inside `tx` reads through it).
     */
    async transportLimits(tx?: Database): Promise<TransportLimits> {
      return transportLimits((await loaded(tx)).settings);
    },

    /** The admin's view of the Telegram chat (GET /api/shop/telegram): the token masked. */
    async telegram(): Promise<ShopTelegram> {
      return telegramView((await loaded()).settings.telegram);
    },

    /**
     * Saves the bot token (kept when none is given, removed on request) and the chat, recorded in the
     * history with the token masked; a chat left out is kept. Values the environment sets are saved
     * too, but it keeps winning.
     */
    async updateTelegram(input: ShopTelegramValues, actor: Actor): Promise<ShopTelegram> {
      const saved = await db.transaction(async (tx) => {
        const before = await lockedSettings(tx);
        const botToken = input.removeBotToken ? null : (input.botToken ?? before.telegram.botToken);
        const chatId = input.chatId === undefined ? before.telegram.chatId : input.chatId;
        const after: ShopSettings = { ...before, telegram: { botToken, chatId } };
        const changed = diff(recordedTelegram(before.telegram), recordedTelegram(after.telegram));
        if (Object.keys(changed).length > 0 || botToken !== before.telegram.botToken) {
          await tx
            .update(shopSettings)
            .set({ settings: after, updatedBy: actor })
            .where(eq(shopSettings.id, SHOP_ROW_ID));
          await history.record(
            { entity: 'shop', entityId: SHOP_ROW_ID, action: 'update', actor, changes: changed },
            tx,
          );
        }
        return after.telegram;
      });
      forget();
      return telegramView(saved);
    },

    /**
     * Sends a short test message to the chat in force, through the real sender: 409 without a token
     * or a chat, 502 with Telegram's refusal (or why it could not be reached) in Russian.
     */
    async testTelegram(): Promise<ShopTelegramTestResult> {
      const chat = await telegramChat();
      if (!chat || !telegram) throw new AppError('CONFLICT', SHOP_TELEGRAM_TEXTS.notConfigured);
      const { name } = (await loaded()).value;
      const outcome = await telegram.send(chat, SHOP_TELEGRAM_TEXTS.testMessage(escapeHtml(name)));
      if (outcome.kind !== 'sent') throw new AppError('BAD_GATEWAY', outcome.error);
      return { message: SHOP_TELEGRAM_TEXTS.testSent };
    },

    /**
     * Saves the settings and records the change in the history, in one transaction; then every page
     * of this process shows them at once, and `shop.updated` tells the browsers.
     */
    async update(input: ShopUpdateValues, actor: Actor): Promise<ShopPublic> {
      const saved = await db.transaction(async (tx) => {
        const before = await lockedSettings(tx);
        const after: ShopSettings = wellFormed({ ...input, telegram: before.telegram });
        const [written] = await tx
          .update(shopSettings)
          .set({ settings: after, updatedAt: sql`now()`, updatedBy: actor })
          .where(eq(shopSettings.id, SHOP_ROW_ID))
          .returning({ updatedAt: shopSettings.updatedAt });
        await history.record(
          {
            entity: 'shop',
            entityId: SHOP_ROW_ID,
            action: 'update',
            actor,
            changes: diff(recorded(before), recorded(after)),
          },
          tx,
        );
        return toPublic(after, written!.updatedAt);
      });
      forget();
      events.emit('shop.updated', saved);
      return saved;
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
