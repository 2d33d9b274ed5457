ALTER TABLE "blogs" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "trainings" DROP COLUMN "published";