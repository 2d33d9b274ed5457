CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_at" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_at_not_negative" CHECK ("products"."low_stock_at" >= 0);--> statement-breakpoint
-- Every change to products.stock lands in stock_movements, whatever code made it (decision 0099).
-- The reason, reference and actor are the transaction's settings (modules/stock/stock-reason.ts);
-- an update without a reason is refused so that no code path can move stock without saying why.
-- A new product's first stock needs no reason: it is its opening balance.
CREATE FUNCTION products_record_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  why text := nullif(current_setting('suraksha.stock_reason', true), '');
  ref text := nullif(current_setting('suraksha.stock_reference', true), '');
  actor integer := nullif(current_setting('suraksha.stock_actor', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.stock <> 0 THEN
      INSERT INTO stock_movements (product_id, delta, stock_after, reason, reference, actor_id)
      VALUES (NEW.id, NEW.stock, NEW.stock, coalesce(why, 'opening'), ref, actor);
    END IF;
  ELSIF NEW.stock IS DISTINCT FROM OLD.stock THEN
    IF why IS NULL THEN
      RAISE EXCEPTION 'products.stock of % changed without a reason (withStockReason)', NEW.id;
    END IF;
    INSERT INTO stock_movements (product_id, delta, stock_after, reason, reference, actor_id)
    VALUES (NEW.id, NEW.stock - OLD.stock, NEW.stock, why, ref, actor);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_stock_movements AFTER INSERT OR UPDATE OF stock ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_record_stock();--> statement-breakpoint
-- What was on the shelf before the ledger began is each product's opening balance.
INSERT INTO stock_movements (product_id, delta, stock_after, reason)
  SELECT id, stock, stock, 'opening' FROM products WHERE stock <> 0;
