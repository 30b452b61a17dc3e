ALTER TABLE "order_items" ADD COLUMN "unit_name" text;--> statement-breakpoint
-- Orders placed before keep the unit their product has now, frozen from here on.
UPDATE order_items oi SET unit_name = p.unit_name FROM products p WHERE p.id = oi.product_id AND oi.unit_name IS NULL;
