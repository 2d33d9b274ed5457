ALTER TABLE "careers" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Custom (decision 0109): `published_at` replaces `active` (services) and `open` (careers). The rows
-- already there took the column's default, now(): an active service or open job stays live, an
-- inactive or closed one becomes a draft.
UPDATE "services" SET "published_at" = NULL WHERE NOT "active";--> statement-breakpoint
UPDATE "careers" SET "published_at" = NULL WHERE NOT "open";
