ALTER TABLE "cart_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "min_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "quantity_step" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_step" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_kg" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_m" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "calculator" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_min_quantity_positive" CHECK ("categories"."min_quantity" > 0);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_quantity_step_positive" CHECK ("categories"."quantity_step" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_quantity_positive" CHECK ("products"."min_quantity" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_step_positive" CHECK ("products"."quantity_step" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_nonnegative" CHECK ("products"."weight_kg" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_length_nonnegative" CHECK ("products"."length_m" >= 0);--> statement-breakpoint
-- The exact stock becomes the stock that is sold (2.5 m of 145.984 m); stock_quantity, the whole units
-- lists and filters count, is its floor. Whichever of the two a writer sets, the other follows.
DROP TRIGGER IF EXISTS products_keep_stock_exact ON products;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_stock_exact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.stock_exact IS NULL THEN
      NEW.stock_exact := NEW.stock_quantity;
    ELSE
      NEW.stock_quantity := floor(NEW.stock_exact);
    END IF;
  ELSIF NEW.stock_exact IS DISTINCT FROM OLD.stock_exact AND NEW.stock_exact IS NOT NULL THEN
    NEW.stock_quantity := floor(NEW.stock_exact);
  ELSIF NEW.stock_quantity IS DISTINCT FROM OLD.stock_quantity OR NEW.stock_exact IS NULL THEN
    NEW.stock_exact := NEW.stock_quantity;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_keep_stock_exact BEFORE INSERT OR UPDATE OF stock_quantity, stock_exact ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_stock_exact();--> statement-breakpoint
UPDATE products SET stock_exact = stock_quantity WHERE stock_exact IS NULL OR floor(stock_exact) <> stock_quantity;
--> statement-breakpoint
-- The exact stock, the sale rule, weight, length and calculator change what product answers say.
DROP TRIGGER IF EXISTS "products_catalog_changed_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed_update" AFTER UPDATE OF
  "name", "article", "description", "price", "discount", "stock_quantity", "category_id", "image",
  "published", "order_count", "unit_name", "unit_code", "stock_exact", "min_quantity", "quantity_step",
  "weight_kg", "length_m", "calculator"
ON "products" FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
