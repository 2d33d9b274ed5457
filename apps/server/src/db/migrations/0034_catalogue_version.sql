CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"reload_from" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "catalogue_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_catalogue_version_idx" ON "products" USING btree ("catalogue_version");--> statement-breakpoint
-- The storefront's search index (decision 0111) asks this one row which version of the catalogue it holds.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Once per statement that writes a column the index reads: bump the version in this transaction (the row
-- lock holds later writers until commit, so versions follow commit order) and hand it to the row trigger.
-- A delete cannot be caught up row by row (the row is gone): it marks the version from which indexes reload whole.
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bumped bigint;
BEGIN
  UPDATE catalogue_version SET version = version + 1,
    reload_from = CASE WHEN TG_TABLE_NAME = 'products' AND TG_OP IN ('DELETE', 'TRUNCATE') THEN version + 1 ELSE reload_from END
  WHERE id = 1 RETURNING version INTO bumped;
  PERFORM set_config('suraksha.catalogue_version', bumped::text, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_version_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.catalogue_version := current_setting('suraksha.catalogue_version')::bigint;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_bump
  BEFORE INSERT OR DELETE OR UPDATE OF title, brand_id, category_id, price_paisa, offer_price_paisa, on_request, color, size, summary, description, specs, active, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_truncate BEFORE TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_stamp
  BEFORE INSERT OR UPDATE OF title, brand_id, category_id, price_paisa, offer_price_paisa, on_request, color, size, summary, description, specs, active, created_at ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_version_stamp();
--> statement-breakpoint
-- Brands and categories are small: the index reloads them whole on any change.
CREATE TRIGGER brands_catalogue_version_bump AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version_bump AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
