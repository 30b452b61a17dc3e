import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Where the shop delivers (/api/delivery/zones): a settlement or district, its price, the order total
 * from which delivery is free, the smallest order delivered there and how soon. Amounts in roubles
 * with kopecks; null = no threshold / no minimum. An inactive zone is kept but not offered.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    freeFrom: numeric('free_from', { precision: 12, scale: 2 }),
    minOrder: numeric('min_order', { precision: 12, scale: 2 }),
    leadTime: text('lead_time').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'с. Верхняя Хава' once, whatever its letters' case
    uniqueIndex('delivery_zones_name_lower_key').on(sql`lower(${t.name})`),
    check('delivery_zones_price_nonnegative', sql`${t.price} >= 0`),
    check('delivery_zones_free_from_nonnegative', sql`${t.freeFrom} >= 0`),
    check('delivery_zones_min_order_nonnegative', sql`${t.minOrder} >= 0`),
  ],
);
