ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_phone_digits_trgm_idx" ON "orders" USING gin (regexp_replace("phone", '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_full_name_trgm_idx" ON "orders" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('cart', 'phone'));