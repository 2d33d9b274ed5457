ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'ne'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_known" CHECK ("orders"."language" in ('en', 'ne'));