CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "change_log" DROP CONSTRAINT "change_log_entity_check";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_entity_check" CHECK ("change_log"."entity" in ('product', 'category', 'promotion', 'discount', 'order', 'shop'));--> statement-breakpoint
-- Every page shows the shop's settings: a save notifies like the catalogue, so each process drops its
-- copy of the settings and its kept pages at once.
CREATE TRIGGER "shop_settings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
