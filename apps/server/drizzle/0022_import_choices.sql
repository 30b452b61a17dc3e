-- What staff chose for a kind of import file (the shop's price type among a file's price types, the
-- warehouses whose stock counts, a spreadsheet's columns), kept by the signature of what it was chosen
-- among, for the next import of the same kind.
CREATE TABLE "import_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "import_choices_kind_check" CHECK ("import_choices"."kind" in ('price_type', 'warehouses', 'spreadsheet_mapping'))
);
--> statement-breakpoint
ALTER TABLE "import_choices" ADD CONSTRAINT "import_choices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_choices_kind_key" ON "import_choices" USING btree ("kind","key");