ALTER TABLE "products" ADD COLUMN "stock_exact" numeric(15, 3);--> statement-breakpoint
-- 1C's exact stock is kept only while it agrees with the whole units the shop sells: a writer that sets
-- stock_quantity to something else (staff, a price list) makes the stock whole again.
CREATE OR REPLACE FUNCTION products_keep_stock_exact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF floor(NEW.stock_exact) <> NEW.stock_quantity THEN
    NEW.stock_exact := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_keep_stock_exact BEFORE INSERT OR UPDATE ON products FOR EACH ROW
  WHEN (NEW.stock_exact IS NOT NULL) EXECUTE FUNCTION products_keep_stock_exact();
