import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/index.js';

/**
 * Every admin write (products, categories, promotions, discounts, order status, the shop's settings,
 * delivery zones): who, when, what, and each changed field before → after. Written in the same
 * transaction as the change it records.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    check(
      'change_log_entity_check',
      sql`${t.entity} in ('product', 'category', 'promotion', 'discount', 'order', 'shop', 'delivery_zone')`,
    ),
    check(
      'change_log_action_check',
      sql`${t.action} in ('create', 'update', 'delete', 'unpublish', 'status', 'return')`,
    ),
  ],
);
