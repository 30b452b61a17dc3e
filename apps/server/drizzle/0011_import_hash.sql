ALTER TABLE "products" ADD COLUMN "import_hash" text;--> statement-breakpoint
-- A write by anyone but the 1C import (staff, spreadsheets, a category removed) to a column the import
-- writes forgets the digest of the last applied record, so the next import applies its record again.
CREATE OR REPLACE FUNCTION products_forget_import_hash() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.import_hash := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_forget_import_hash BEFORE UPDATE ON products FOR EACH ROW
  WHEN (OLD.import_hash IS NOT NULL AND NEW.import_hash IS NOT DISTINCT FROM OLD.import_hash
    AND (OLD.name, OLD.article, OLD.description, OLD.barcode, OLD.category_id, OLD.unit_code, OLD.unit_name,
      OLD.properties, OLD.image_source)
    IS DISTINCT FROM (NEW.name, NEW.article, NEW.description, NEW.barcode, NEW.category_id, NEW.unit_code,
      NEW.unit_name, NEW.properties, NEW.image_source))
  EXECUTE FUNCTION products_forget_import_hash();
