-- The weighted search document of a product is stored, so a search never runs to_tsvector per row:
-- title (A) above brand and category (B) above specifications (C) above summary and description (D).
-- Brand and category titles live in other tables, hence a trigger rather than a generated column.
CREATE FUNCTION products_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT b.title FROM brands b WHERE b.id = NEW.brand_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce((SELECT c.title FROM categories c WHERE c.id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT string_agg(coalesce(s->>'name', '') || ' ' || coalesce(s->>'value', ''), ' ')
         FROM jsonb_array_elements(NEW.specs) AS s), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '') || ' ' ||
      regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g')), 'D');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, brand_id, category_id, specs, summary, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
-- Renaming a brand or a category re-indexes its products.
CREATE FUNCTION products_search_vector_touch_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title WHERE brand_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_title_search_trigger AFTER UPDATE OF title ON brands
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION products_search_vector_touch_brand();
--> statement-breakpoint
CREATE FUNCTION products_search_vector_touch_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title WHERE category_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_title_search_trigger AFTER UPDATE OF title ON categories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION products_search_vector_touch_category();
