import {
  DEMO_SHOP_SETTINGS,
  type ShopPublic,
  type ShopSettings,
  type ShopUpdate,
} from '@shop/shared/shop/settings';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { CatalogChanges } from '../../lib/catalog-changes.js';
import { diff } from '../../lib/changes.js';
import type { EventPublisher } from '../../lib/events.js';
import type { Actor, HistoryService } from '../history/index.js';
import { shopSettings } from './shop.tables.js';

/**
 * How long a process answers from the settings it read (ms): a change saved by another process shows
 * within this time, without a restart; one saved by this process shows at once.
 */
export const SHOP_CACHE_MS = 5_000;

/** The single row's id (the table's check allows no other). */
const SHOP_ROW_ID = 1;

/** PUT /api/shop's body as the route hands it over: parsed by the shared schema (trimmed, nulls). */
export type ShopUpdateValues = z.output<typeof ShopUpdate>;

export interface ShopServiceDeps {
  db: Database;
  history: Pick<HistoryService, 'record'>;
  events: EventPublisher;
  /**
   * the database's change notices (migration 0024: a save anywhere notifies like the catalogue), so a
   * save by another process usually shows at once; the cache time bounds it when a notice is missed
   */
  changes?: Pick<CatalogChanges, 'onChange'>;
  /** SHOP_CACHE_MS unless told otherwise (tests shorten it) */
  cacheMs?: number;
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

/** A surrogate without its pair: JSON can escape it, but jsonb refuses it. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The same value with every unpaired surrogate of its texts as U+FFFD, as a text column would store
 * it (its UTF-8 has no form for one), so such a text is saved instead of failing the jsonb write.
 */
function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNPAIRED_SURROGATE, '\ufffd') as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wellFormed(inner)])) as T;
  }
  return value;
}

/** The fields the change history compares: the public ones (the Telegram chat is not edited here). */
function recorded(settings: ShopSettings): Record<string, unknown> {
  const { telegram: _telegram, ...fields } = settings;
  return canonical(fields) as Record<string, unknown>;
}

/**
 * The shop's own details (name, requisites, addresses, phones, hours, map, page texts), editable by
 * admins. Read by every page and by the e-mails, so each process keeps them for SHOP_CACHE_MS.
 */
export function createShopService({
  db,
  history,
  events,
  changes,
  cacheMs = SHOP_CACHE_MS,
  now = Date.now,
}: ShopServiceDeps) {
  let cached: { value: ShopPublic; until: number } | undefined;
  let loading: Promise<ShopPublic> | undefined;
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

  function load(): Promise<ShopPublic> {
    const started = generation;
    const pending = read(db)
      .then(({ settings, updatedAt }) => {
        const value = toPublic(settings, updatedAt);
        if (started === generation) cached = { value, until: now() + cacheMs };
        return value;
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

  return {
    /** The settings every page shows: the saved ones, or the demo defaults (`updatedAt` null). */
    async current(): Promise<ShopPublic> {
      if (cached && now() < cached.until) return cached.value;
      return loading ?? load();
    },

    /**
     * Saves the settings and records the change in the history, in one transaction; then every page
     * of this process shows them at once, and `shop.updated` tells the browsers.
     */
    async update(input: ShopUpdateValues, actor: Actor): Promise<ShopPublic> {
      const saved = await db.transaction(async (tx) => {
        // the row exists from here on, so concurrent saves wait for each other on its lock
        await tx
          .insert(shopSettings)
          .values({ id: SHOP_ROW_ID, settings: DEMO_SHOP_SETTINGS })
          .onConflictDoNothing();
        const [locked] = await tx
          .select({ settings: shopSettings.settings })
          .from(shopSettings)
          .where(eq(shopSettings.id, SHOP_ROW_ID))
          .for('update');
        const before = withDefaults(locked!.settings);
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
