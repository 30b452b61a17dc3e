-- The pages drawn on the server (issue 22) show promotions (home, the 'Акции' categories) and a product's
-- rating: their changes notify like the catalogue's, so a kept page is dropped at once.
CREATE TRIGGER "promotions_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "ratings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ratings"
FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalog_changed();
