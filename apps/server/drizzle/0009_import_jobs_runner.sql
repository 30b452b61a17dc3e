ALTER TABLE "import_jobs" ADD COLUMN "phase" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "applied_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "lane" text GENERATED ALWAYS AS (case when kind in ('commerceml', 'spreadsheet') then 'catalog' else kind end) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_active_per_lane" ON "import_jobs" USING btree ("lane") WHERE "import_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");