ALTER TABLE "products" ADD COLUMN "properties" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_hash" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "upload_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_upload_id_key" ON "import_jobs" USING btree ("upload_id");