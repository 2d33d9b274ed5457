ALTER TABLE "packages" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Packages were listed by title: the first order staff see (and may change) is that one.
UPDATE "packages" SET "position" = ordered.n FROM (SELECT "id", row_number() OVER (ORDER BY "title", "id") - 1 AS n FROM "packages") AS ordered WHERE "packages"."id" = ordered."id";
