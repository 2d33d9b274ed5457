ALTER TABLE "blogs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every post live before this change stays live, from the morning (09:00 Nepal time) of its date;
-- an unpublished one becomes a draft (published_at stays null).
UPDATE "blogs" SET "published_at" = ("published_on"::timestamp + interval '9 hours') AT TIME ZONE 'Asia/Kathmandu' WHERE "published";--> statement-breakpoint
UPDATE "trainings" SET "published_at" = ("published_on"::timestamp + interval '9 hours') AT TIME ZONE 'Asia/Kathmandu' WHERE "published";
