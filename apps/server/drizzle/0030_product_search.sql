-- What only search reads moves out of products (issue 29): a price, stock or view count change then
-- rewrites a narrow row and no longer inserts into three GIN indexes. The table is filled from the
-- columns it replaces, indexed once filled, and kept in step by the triggers below.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name_normalized" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"article_lower" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "name_normalized", "search_vector", "article_lower")
	SELECT "id", "name_normalized", "search_vector", lower("article") FROM "products";
--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_article_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_normalized";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_name_trgm_idx" ON "product_search" USING gin ("name_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_article_trgm_idx" ON "product_search" USING gin ("article_lower" gin_trgm_ops);--> statement-breakpoint
-- The search form of a product's texts: one rule for both triggers.
CREATE FUNCTION shop_product_search_vector(name text, description text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN setweight(to_tsvector('russian', shop_search_normalize(name)), 'A')
		|| setweight(to_tsvector('russian', shop_search_normalize(description)), 'B');
--> statement-breakpoint
-- New products: one statement per inserting statement (an import inserts thousands at once).
CREATE FUNCTION shop_product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO product_search (product_id, name_normalized, search_vector, article_lower)
	SELECT n.id, shop_search_normalize(n.name), shop_product_search_vector(n.name, n.description), lower(n.article)
	FROM new_rows n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_search_insert();
--> statement-breakpoint
-- A changed name, description or article; nothing else fires it (a price or stock change stays narrow).
CREATE FUNCTION shop_product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE product_search SET
		name_normalized = shop_search_normalize(NEW.name),
		search_vector = shop_product_search_vector(NEW.name, NEW.description),
		article_lower = lower(NEW.article)
	WHERE product_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE OF name, description, article ON products
	FOR EACH ROW
	WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
		OR OLD.article IS DISTINCT FROM NEW.article)
	EXECUTE FUNCTION shop_product_search_update();
--> statement-breakpoint
-- Deleted products: without a foreign key, whose check would cost every inserted row a lookup.
CREATE FUNCTION shop_product_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM product_search s USING old_rows o WHERE s.product_id = o.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_delete AFTER DELETE ON products
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_search_delete();
