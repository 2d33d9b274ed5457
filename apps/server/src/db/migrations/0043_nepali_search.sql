-- Decision 0132: staff's Nepali versions (decision 0127) are searched like their English: a product's
-- Nepali title weighs as its title (A), its category's Nepali name as the category (B), its Nepali
-- summary and description as theirs (D). 'english' leaves Devanagari words as they are (no stemming).
CREATE OR REPLACE FUNCTION products_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '') || ' ' || coalesce(NEW.ne->>'title', '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT b.title FROM brands b WHERE b.id = NEW.brand_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT c.title || ' ' || coalesce(c.ne->>'title', '') FROM categories c WHERE c.id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT string_agg(coalesce(s->>'name', '') || ' ' || coalesce(s->>'value', ''), ' ')
         FROM jsonb_array_elements(NEW.specs) AS s), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '') || ' ' ||
      regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g') || ' ' ||
      coalesce(NEW.ne->>'summary', '') || ' ' ||
      regexp_replace(coalesce(NEW.ne->>'description', ''), '<[^>]*>', ' ', 'g')), 'D');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_search_vector_trigger ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, brand_id, category_id, specs, summary, description, ne ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
DROP TRIGGER products_catalogue_version_bump ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_bump
  BEFORE INSERT OR DELETE OR UPDATE OF title, brand_id, category_id, price_paisa, offer_price_paisa, on_request, color, size, summary, description, specs, active, created_at, ne ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
DROP TRIGGER products_catalogue_version_stamp ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_stamp
  BEFORE INSERT OR UPDATE OF title, brand_id, category_id, price_paisa, offer_price_paisa, on_request, color, size, summary, description, specs, active, created_at, ne ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_version_stamp();
--> statement-breakpoint
-- A category's new Nepali name re-indexes its products, as its English name does.
DROP TRIGGER categories_title_search_trigger ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_title_search_trigger AFTER UPDATE OF title, ne ON categories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.ne IS DISTINCT FROM NEW.ne)
  EXECUTE FUNCTION products_search_vector_touch_category();
--> statement-breakpoint
-- Products that already have Nepali texts, or sit in a category that has a Nepali name.
UPDATE products SET title = title
WHERE ne <> '{}'::jsonb OR category_id IN (SELECT id FROM categories WHERE ne <> '{}'::jsonb);
