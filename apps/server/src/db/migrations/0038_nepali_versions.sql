ALTER TABLE "categories" ADD COLUMN "ne" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ne" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "ne" jsonb DEFAULT '{}'::jsonb NOT NULL;