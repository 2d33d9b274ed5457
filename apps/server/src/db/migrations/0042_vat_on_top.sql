ALTER TABLE "orders" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_added_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_added_not_negative" CHECK ("orders"."vat_added_paisa" >= 0);