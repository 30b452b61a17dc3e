CREATE TABLE "import_previews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"is_categorized" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "import_previews_kind_check" CHECK ("import_previews"."kind" in ('catalog', 'prices', 'spreadsheet'))
);
--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_previews_expires_idx" ON "import_previews" USING btree ("expires_at");