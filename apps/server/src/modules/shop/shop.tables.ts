import type { ShopSettings } from '@shop/shared/shop/settings';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/index.js';

/**
 * The shop's settings (PUT /api/shop): one row, id 1, the whole ShopSettings as checked by the shared
 * schema. No row yet: the demo defaults (DEMO_SHOP_SETTINGS) apply.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').$type<ShopSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
