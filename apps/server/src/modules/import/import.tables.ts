import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.js';

/** Durable background jobs (image ZIPs, big XML files), claimed with FOR UPDATE SKIP LOCKED. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    filePath: text('file_path'),
    fileName: text('file_name'),
    fileCount: integer('file_count').notNull().default(0),
    processedCount: integer('processed_count').notNull().default(0),
    report: jsonb('report'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_status_created_idx').on(t.status, t.createdAt),
    check('import_jobs_kind_check', sql`${t.kind} in ('images', 'commerceml', 'spreadsheet', 'prices')`),
    check('import_jobs_status_check', sql`${t.status} in ('queued', 'running', 'completed', 'failed')`),
  ],
);
