CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"free_from" numeric(12, 2),
	"min_order" numeric(12, 2),
	"lead_time" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_price_nonnegative" CHECK ("delivery_zones"."price" >= 0),
	CONSTRAINT "delivery_zones_free_from_nonnegative" CHECK ("delivery_zones"."free_from" >= 0),
	CONSTRAINT "delivery_zones_min_order_nonnegative" CHECK ("delivery_zones"."min_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "change_log" DROP CONSTRAINT "change_log_entity_check";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "special_transport" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "special_transport" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "personal_data_consents" ADD COLUMN "consent_version" text;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_lower_key" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_cost_nonnegative" CHECK ("orders"."delivery_cost" >= 0);--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_entity_check" CHECK ("change_log"."entity" in ('product', 'category', 'promotion', 'discount', 'order', 'shop', 'delivery_zone'));--> statement-breakpoint
-- The delivery page and every product page show the zones: a change notifies like the catalogue, so
-- each process drops its kept pages at once.
CREATE TRIGGER "delivery_zones_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zones"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
