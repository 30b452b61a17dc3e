-- Published and in-stock products per category, kept by statement triggers on products, so a catalogue
-- page adds up its subtree's totals from a few rows instead of counting thousands of products.
CREATE TABLE "category_product_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"in_stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "category_product_counts" ("category_id", "published", "in_stock")
SELECT "category_id", count(*), count(*) FILTER (WHERE "stock_quantity" > 0)
FROM "products" WHERE "published" AND "category_id" IS NOT NULL GROUP BY "category_id";
--> statement-breakpoint
-- Adds the counted rows (sign 1) or takes them away (sign -1); `rows` holds (category_id, in_stock) of
-- the published products a statement touched.
CREATE OR REPLACE FUNCTION category_product_counts_add(changes jsonb, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO category_product_counts AS c (category_id, published, in_stock)
  SELECT (r->>'c')::int, sign * count(*), sign * count(*) FILTER (WHERE (r->>'s')::boolean)
  FROM jsonb_array_elements(changes) AS r GROUP BY 1
  ON CONFLICT (category_id) DO UPDATE
    SET published = c.published + excluded.published, in_stock = c.in_stock + excluded.in_stock
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_product_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_product_counts_add(coalesce(jsonb_agg(jsonb_build_object(
    'c', category_id, 's', stock_quantity > 0)), '[]'), 1)
  FROM new_rows WHERE published AND category_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_product_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_product_counts_add(coalesce(jsonb_agg(jsonb_build_object(
    'c', category_id, 's', stock_quantity > 0)), '[]'), -1)
  FROM old_rows WHERE published AND category_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose category, publication or in-stock state changed move a count (views and prices do not).
CREATE OR REPLACE FUNCTION category_product_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_from jsonb;
  moved_to jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('c', o.category_id, 's', o.stock_quantity > 0))
         FILTER (WHERE o.published AND o.category_id IS NOT NULL),
         jsonb_agg(jsonb_build_object('c', n.category_id, 's', n.stock_quantity > 0))
         FILTER (WHERE n.published AND n.category_id IS NOT NULL)
    INTO moved_from, moved_to
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE o.category_id IS DISTINCT FROM n.category_id OR o.published <> n.published
     OR (o.stock_quantity > 0) <> (n.stock_quantity > 0);
  IF moved_from IS NOT NULL THEN PERFORM category_product_counts_add(moved_from, -1); END IF;
  IF moved_to IS NOT NULL THEN PERFORM category_product_counts_add(moved_to, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_on_update();
--> statement-breakpoint
-- The popularity order of a category, read in order and stopped after the page.
CREATE INDEX "products_catalog_popularity_idx" ON "products"
	("category_id", (("order_count" * 10 + "view_count")) DESC, "id")
	INCLUDE ("stock_quantity") WHERE "published";
