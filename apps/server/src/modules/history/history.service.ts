import {
  HistoryAction,
  type HistoryEntity,
  type HistoryEntry,
  type HistoryQuery,
} from '@shop/shared/catalog/admin-schemas';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, queryRows } from '../../db/sql.js';
import { diff, type Changes } from '../../lib/changes.js';
import { changeLog } from './history.tables.js';

/** Who made a change: the signed-in admin (null for the shop itself, e.g. an import). */
export type Actor = number | null;

const EntryRow = z.object({
  id: column.id,
  at: column.text,
  action: HistoryAction,
  actor_id: column.id.nullable(),
  actor_email: column.text.nullable(),
  changes: column.json(z.record(z.string(), z.tuple([z.unknown(), z.unknown()]))),
});

/** The change history of admin writes ('История изменений'). */
export function createHistoryService(db: Database) {
  return {
    /** Records a change in the caller's transaction; an update that changed nothing is not recorded. */
    async record(
      entry: {
        entity: HistoryEntity;
        entityId: number;
        action: HistoryAction;
        actor: Actor;
        changes: Changes;
      },
      tx: Database = db,
    ): Promise<void> {
      if (entry.action === 'update' && Object.keys(entry.changes).length === 0) return;
      await tx.insert(changeLog).values({
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        actorId: entry.actor,
        changes: entry.changes,
      });
    },

    /** An update, given the recorded fields before and after it; only the changed ones are kept. */
    async recordUpdate(
      entity: HistoryEntity,
      entityId: number,
      actor: Actor,
      before: Record<string, unknown>,
      after: Record<string, unknown>,
      tx: Database = db,
    ): Promise<void> {
      await this.record({ entity, entityId, action: 'update', actor, changes: diff(before, after) }, tx);
    },

    /** Newest first. */
    async list({ entity, id }: HistoryQuery): Promise<HistoryEntry[]> {
      const rows = await queryRows(
        db,
        sql`select h.id, to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            h.action, h.actor_id, u.email as actor_email, h.changes
          from change_log h left join users u on u.id = h.actor_id
          where h.entity = ${entity} and h.entity_id = ${id}
          order by h.created_at desc, h.id desc limit 200`,
        EntryRow,
      );
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        action: row.action,
        actor:
          row.actor_id !== null && row.actor_email !== null
            ? { id: row.actor_id, email: row.actor_email }
            : null,
        changes: row.changes,
      }));
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
