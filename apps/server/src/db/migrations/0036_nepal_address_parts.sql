ALTER TABLE "ewaste_submissions" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "ward" integer;