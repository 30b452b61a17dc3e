import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/index.js';

/**
 * Durable background jobs (image ZIPs, big XML files), claimed with FOR UPDATE SKIP LOCKED under a lease
 * (`locked_by`, `locked_until`) that the running process renews; see import/jobs/job-runner.ts.
 */
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
    /** What the job is doing now ('queued', 'checking', 'applying', 'finishing', 'done'), shown by the panel. */
    phase: text('phase').notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    /** Claims so far: a job whose lease expired is resumed while attempts stay below the runner's cap. */
    attempts: integer('attempts').notNull().default(0),
    /** Records already applied and committed: a resumed job skips them. */
    appliedCount: integer('applied_count').notNull().default(0),
    /** What the upload asked for (isCategorized …). */
    options: jsonb('options').notNull().default({}),
    /**
     * Imports that must not overlap share a lane (catalogue files of either kind); a partial unique
     * index lets one job per lane be queued or running, whichever process enqueues it.
     */
    lane: text('lane')
      .notNull()
      .generatedAlwaysAs(sql`case when kind in ('commerceml', 'spreadsheet') then 'catalog' else kind end`),
    /** The panel's id of a pictures archive upload (spec §7), which it polls the status by. */
    uploadId: text('upload_id'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('import_jobs_one_active_per_lane')
      .on(t.lane)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('import_jobs_created_idx').on(t.createdAt),
    uniqueIndex('import_jobs_upload_id_key').on(t.uploadId),
    check('import_jobs_kind_check', sql`${t.kind} in ('images', 'commerceml', 'spreadsheet', 'prices')`),
    check('import_jobs_status_check', sql`${t.status} in ('queued', 'running', 'completed', 'failed')`),
  ],
);

/**
 * What staff chose for a kind of file, remembered for the next import of the same kind: the shop's
 * price type among a file's price types, the warehouses whose stock counts, a spreadsheet's columns.
 * `key` is the signature of what the choice was made among (import/planner/choice-keys.ts: the set of
 * price type Ид, of warehouse Ид, a spreadsheet's header); `value` is the choice and what it was made
 * among (names for the panel); see import/import-choices.ts.
 */
export const importChoices = pgTable(
  'import_choices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('import_choices_kind_key').on(t.kind, t.key),
    check('import_choices_kind_check', sql`${t.kind} in ('price_type', 'warehouses', 'spreadsheet_mapping')`),
  ],
);

/**
 * A file checked before its import (the panel's preview, import/import-previews.ts): kept with what the
 * check found until staff apply it (the file goes to its job), cancel it, or it expires (24 h).
 */
export const importPreviews = pgTable(
  'import_previews',
  {
    id: uuid('id').primaryKey(),
    /** 'catalog' (1C import.xml), 'prices' (1C offers), 'spreadsheet' (a price list) */
    kind: text('kind').notNull(),
    filePath: text('file_path').notNull(),
    fileName: text('file_name').notNull(),
    isCategorized: boolean('is_categorized').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the preview as the API gives it, and the header signature of a price list */
    result: jsonb('result').notNull(),
  },
  (t) => [
    index('import_previews_expires_idx').on(t.expiresAt),
    check('import_previews_kind_check', sql`${t.kind} in ('catalog', 'prices', 'spreadsheet')`),
  ],
);
