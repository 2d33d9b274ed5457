CREATE TABLE "saved_addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"district" text,
	"municipality" text,
	"ward" integer,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"postal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;