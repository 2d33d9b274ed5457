-- The order desk searches and counts a customer's name on the orders table alone (decision 0091):
-- the shipping name moves onto the order beside its e-mail and phone, filled in from each order's address.
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
UPDATE "orders" o SET "customer_name" = s."full_name" FROM "shipping_addresses" s WHERE s."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" SET "customer_name" = '' WHERE "customer_name" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_name" SET NOT NULL;--> statement-breakpoint
DROP INDEX "shipping_addresses_name_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status");
