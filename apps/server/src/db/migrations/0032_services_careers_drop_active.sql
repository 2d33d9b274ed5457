ALTER TABLE "careers" DROP COLUMN "open";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "active";