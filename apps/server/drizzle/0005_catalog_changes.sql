-- A notification on the channel shop_catalog_changed after every statement that changes what a search
-- or a catalogue page answers: products (not their view counter), categories, discounts, synonyms. The
-- server keeps recent answers in memory and drops them on this notification (lib/catalog-changes.ts).
CREATE OR REPLACE FUNCTION shop_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed_write" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed_update" AFTER UPDATE OF
  "name", "article", "description", "price", "discount", "stock_quantity", "category_id", "image",
  "published", "order_count", "unit_name"
ON "products" FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "discounts_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discounts"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "discount_products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
ON "discount_products" FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
