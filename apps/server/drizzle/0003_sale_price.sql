DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price","id");--> statement-breakpoint
-- The price after the effective discount (spec §9): the larger of the product's own percent and the largest
-- percent of the discounts it is in, rounded half away from zero to the kopeck like shared/pricing.ts.
CREATE OR REPLACE FUNCTION shop_sale_price(price numeric, own_percent integer, product integer)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT round(price * (100 - greatest(own_percent, coalesce(
    (SELECT max(dp.discount_percent) FROM discount_products dp WHERE dp.product_id = product), 0))) / 100, 2)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_sale_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sale_price := shop_sale_price(NEW.price, NEW.discount, NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_sale_price BEFORE INSERT OR UPDATE OF price, discount ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_sale_price();--> statement-breakpoint
CREATE OR REPLACE FUNCTION discount_products_refresh_sale_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET sale_price = shop_sale_price(price, discount, id) WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET sale_price = shop_sale_price(price, discount, id) WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER discount_products_sale_price AFTER INSERT OR UPDATE OR DELETE ON discount_products
  FOR EACH ROW EXECUTE FUNCTION discount_products_refresh_sale_price();--> statement-breakpoint
UPDATE products SET sale_price = shop_sale_price(price, discount, id);--> statement-breakpoint
-- the catalogue page's covering index now orders by the price customers pay
DROP INDEX IF EXISTS "products_catalog_idx";--> statement-breakpoint
CREATE INDEX "products_catalog_idx" ON "products" ("category_id", "sale_price", "id")
	INCLUDE ("stock_quantity", "order_count", "view_count") WHERE "published";
