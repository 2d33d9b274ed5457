CREATE INDEX "products_sku_lower_prefix_idx" ON "products" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_title_id_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "products_price_id_idx" ON "products" USING btree ("price_paisa","id");--> statement-breakpoint
CREATE INDEX "products_stock_id_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_updated_id_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree (("low_stock_at" - "stock") DESC,"stock","id") WHERE "products"."active" AND NOT "products"."on_request" AND "products"."stock" <= "products"."low_stock_at";