-- The catalogue page (a category subtree, in stock or not, by popularity or price, 24 rows and the total)
-- reads this index alone: every column the ranking needs is in it, so a subtree of 10,000 products is an
-- index-only scan of a few ms instead of a walk over the whole table. Kept out of the Drizzle schema
-- because Drizzle cannot declare INCLUDE columns.
CREATE INDEX IF NOT EXISTS "products_catalog_idx" ON "products" ("category_id", "price", "id")
	INCLUDE ("stock_quantity", "order_count", "view_count") WHERE "published";
